import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';

const statuses = ['Open', 'In review', 'Closed'];

export default function ClickAwayPortal() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState<string[]>(['Open']);
  const [domTreeOnly, setDomTreeOnly] = React.useState(false);
  const panelId = React.useId();
  const open = anchorEl !== null;

  const toggleStatus = (status: string) =>
    setSelected((prev) => (prev.includes(status) ? prev.filter((entry) => entry !== status) : [...prev, status]));

  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center'}}>
      <ClickAwayListener onClickAway={() => setAnchorEl(null)} disableReactTree={domTreeOnly}>
        {/* The Popper is a child in the React tree, but the DOM puts it at the end of <body>. */}
        <Box>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}>
            Status filter ({selected.length})
          </Button>
          <Popper id={panelId} open={open} anchorEl={anchorEl} placement="bottom-start" sx={{zIndex: 'modal'}}>
            <Paper elevation={6} sx={{mt: 1, px: 2, py: 1}}>
              <FormGroup>
                {statuses.map((status) => (
                  <FormControlLabel
                    key={status}
                    control={<Checkbox checked={selected.includes(status)} onChange={() => toggleStatus(status)} />}
                    label={status}
                  />
                ))}
              </FormGroup>
            </Paper>
          </Popper>
        </Box>
      </ClickAwayListener>
      <FormControlLabel
        control={<Switch checked={domTreeOnly} onChange={() => setDomTreeOnly((prev) => !prev)} />}
        label="disableReactTree"
      />
    </Box>
  );
}
