import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, {type DialogProps} from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import Switch from '@mui/material/Switch';

type MaxWidth = NonNullable<DialogProps['maxWidth']>;
const sizes: {value: string; label: string}[] = [
  {value: 'false', label: 'false (no limit)'},
  {value: 'xs', label: 'xs'},
  {value: 'sm', label: 'sm (default)'},
  {value: 'md', label: 'md'},
  {value: 'lg', label: 'lg'},
  {value: 'xl', label: 'xl'},
];

export default function MaxWidthDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [size, setSize] = React.useState<string>('sm');
  const [fullWidth, setFullWidth] = React.useState<boolean>(true);
  const labelId = React.useId();

  const maxWidth: MaxWidth = size === 'false' ? false : (size as MaxWidth);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open sized dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>Dialog size</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Change the options below and watch the dialog resize. With <code>fullWidth</code> off, the dialog is
            only as wide as its content, up to the chosen <code>maxWidth</code>.
          </DialogContentText>
          <Box sx={{display: 'flex', flexDirection: 'column', alignItems: 'flex-start', mt: 2, gap: 1}}>
            <FormControl sx={{minWidth: 180}}>
              <InputLabel id={labelId}>maxWidth</InputLabel>
              <Select
                labelId={labelId}
                label="maxWidth"
                value={size}
                onChange={(event: SelectChangeEvent) => setSize(event.target.value)}
              >
                {sizes.map((item) => (
                  <MenuItem key={item.value} value={item.value}>
                    {item.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControlLabel
              control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
              label="fullWidth"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
