import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function DismissiblePopper() {
  const [trigger, setTrigger] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [filters, setFilters] = React.useState({inStock: true, onSale: false});
  const panelId = React.useId();
  const headingId = React.useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      trigger?.focus();
    }
  };

  return (
    <div>
      <ClickAwayListener onClickAway={() => open && close(false)}>
        <div>
          <Button
            ref={setTrigger}
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((prev) => !prev)}>
            Filters
          </Button>
          <Popper
            id={panelId}
            open={open}
            anchorEl={trigger}
            placement="bottom-start"
            disablePortal
            sx={{zIndex: 1}}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                close(true);
              }
            }}>
            <Paper elevation={4} role="group" aria-labelledby={headingId} sx={{p: 2, mt: 1}}>
              <Typography id={headingId} variant="subtitle2">
                Show only
              </Typography>
              <FormGroup>
                <FormControlLabel
                  control={<Checkbox checked={filters.inStock} onChange={(event) => setFilters({...filters, inStock: event.target.checked})} />}
                  label="In stock"
                />
                <FormControlLabel
                  control={<Checkbox checked={filters.onSale} onChange={(event) => setFilters({...filters, onSale: event.target.checked})} />}
                  label="On sale"
                />
              </FormGroup>
            </Paper>
          </Popper>
        </div>
      </ClickAwayListener>
    </div>
  );
}
