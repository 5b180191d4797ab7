import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const filters = ['In stock', 'Free delivery', 'On sale'];

export default function KeepMountedDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [keepMounted, setKeepMounted] = React.useState<boolean>(true);
  // The frame element, kept in state so the drawer can use it as its container once it exists.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}>
      <FormControlLabel
        control={<Switch checked={keepMounted} onChange={(event) => setKeepMounted(event.target.checked)} />}
        label="keepMounted"
      />
      <Typography variant="body2" sx={{my: 1}}>
        Tick some filters, close the drawer and open it again. The checkboxes are uncontrolled, so their state only
        survives while the drawer stays mounted.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open filters
      </Button>
      {frame ? (
        <Drawer
          anchor="right"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{container: frame, keepMounted}}
          slotProps={{transition: {container: frame}}}
          sx={{position: 'absolute', '& .MuiBackdrop-root, & .MuiDrawer-paper': {position: 'absolute'}}}>
          <Box sx={{width: 200, p: 2}}>
            <Typography variant="subtitle2" component="h2" id="keep-mounted-filters">
              Filters
            </Typography>
            <FormGroup aria-labelledby="keep-mounted-filters">
              {filters.map((filter) => (
                <FormControlLabel key={filter} control={<Checkbox />} label={filter} />
              ))}
            </FormGroup>
            <Button size="small" onClick={() => setOpen(false)} sx={{mt: 1}}>
              Done
            </Button>
          </Box>
        </Drawer>
      ) : null}
    </Box>
  );
}
