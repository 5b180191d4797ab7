import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const zones = [
  'UTC−08:00 Los Angeles',
  'UTC−05:00 New York',
  'UTC−03:00 São Paulo',
  'UTC+00:00 London',
  'UTC+01:00 Paris',
  'UTC+02:00 Cairo',
  'UTC+03:00 Nairobi',
  'UTC+05:30 Mumbai',
  'UTC+08:00 Singapore',
  'UTC+09:00 Tokyo',
  'UTC+10:00 Sydney',
  'UTC+12:00 Auckland',
];

interface ZoneDialogProps {
  open: boolean;
  value: string;
  onClose: (value?: string) => void;
}

function ZoneDialog({open, value: valueProp, onClose}: ZoneDialogProps) {
  // The choice stays local until "OK": "Cancel" leaves the saved value untouched.
  const [value, setValue] = React.useState<string>(valueProp);

  React.useEffect(() => {
    if (open) setValue(valueProp);
  }, [open, valueProp]);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      maxWidth="xs"
      fullWidth
      slotProps={{paper: {sx: {maxHeight: 440}}}}
    >
      <DialogTitle>Time zone</DialogTitle>
      <DialogContent dividers>
        <RadioGroup
          name="time-zone"
          aria-label="Time zone"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {zones.map((zone) => (
            <FormControlLabel
              key={zone}
              value={zone}
              label={zone}
              control={<Radio autoFocus={zone === value} />}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button onClick={() => onClose(value)}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ConfirmationRadioDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [zone, setZone] = React.useState<string>('UTC+01:00 Paris');

  const handleClose = (newValue?: string) => {
    setOpen(false);
    if (newValue) setZone(newValue);
  };

  return (
    <>
      <List sx={{maxWidth: 360, bgcolor: 'background.paper'}}>
        <ListItem disablePadding>
          <ListItemButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <ListItemText primary="Time zone" secondary={zone} />
          </ListItemButton>
        </ListItem>
      </List>
      <ZoneDialog open={open} value={zone} onClose={handleClose} />
    </>
  );
}
