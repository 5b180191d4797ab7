import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [pinned, setPinned] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center', justifyContent: 'center'}}>
      <Tooltip
        title="Drafts are kept for 30 days"
        describeChild
        open={open || pinned}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}>
        <Button variant="contained">Save draft</Button>
      </Tooltip>
      <FormControlLabel
        control={<Switch checked={pinned} onChange={(event) => setPinned(event.target.checked)} />}
        label="Keep the tooltip open"
      />
    </Stack>
  );
}
