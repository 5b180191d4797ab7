import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper, {type PopperProps} from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';

interface Label {
  name: string;
  colour: string;
}

const labels: readonly Label[] = [
  // Dark enough for white text to stay readable.
  {name: 'bug', colour: '#b60205'},
  {name: 'documentation', colour: '#0b5cad'},
  {name: 'duplicate', colour: '#57606a'},
  {name: 'enhancement', colour: '#1a7f37'},
  {name: 'good first issue', colour: '#6639ba'},
  {name: 'help wanted', colour: '#006b5f'},
  {name: 'question', colour: '#8c2d8a'},
  {name: "won't fix", colour: '#4d4d4d'},
];

// Replaces the floating popper: the list is drawn right under the search input, inside the
// picker's own popup, instead of floating beside it.
function InlineList({open, children, className, style, role}: PopperProps) {
  if (!open) return null;
  return (
    <Box className={className} style={{...style, width: '100%'}} role={role}>
      {typeof children === 'function' ? null : children}
    </Box>
  );
}

function Swatch({colour}: {colour: string}) {
  return <Box aria-hidden sx={{width: 14, height: 14, flexShrink: 0, borderRadius: '50%', bgcolor: colour}} />;
}

export default function PickerInPopup() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [value, setValue] = React.useState<Label[]>(() =>
    labels.filter((label) => label.name === 'bug' || label.name === 'good first issue'),
  );
  const [pending, setPending] = React.useState<Label[]>([]);
  const open = anchorEl !== null;

  const openPicker = (event: React.MouseEvent<HTMLElement>) => {
    setPending(value);
    setAnchorEl(event.currentTarget);
  };

  const closePicker = () => {
    // Changes are applied when the picker closes, as in an issue tracker's sidebar.
    setValue(pending);
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{width: 260}}>
      <Button
        fullWidth
        onClick={(event) => (open ? closePicker() : openPicker(event))}
        endIcon={<SettingsIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{justifyContent: 'space-between', color: 'text.secondary'}}>
        Labels
      </Button>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{flexWrap: 'wrap', px: 1}}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None yet
          </Typography>
        ) : (
          value.map((label) => (
            <Box
              key={label.name}
              component="span"
              sx={{px: 1, borderRadius: 4, fontSize: 12, fontWeight: 600, color: '#fff', bgcolor: label.colour}}>
              {label.name}
            </Box>
          ))
        )}
      </Stack>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{zIndex: 'modal'}}>
        <ClickAwayListener onClickAway={closePicker}>
          <Paper role="dialog" aria-label="Apply labels" elevation={8} sx={{width: 300}}>
            <Typography variant="subtitle2" sx={{px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider'}}>
              Apply labels to this issue
            </Typography>
            <Autocomplete
              open
              multiple
              disableCloseOnSelect
              value={pending}
              onChange={(event, newValue, reason) => {
                // Backspace in the search box must not remove labels.
                if (
                  event.type === 'keydown' &&
                  ((event as React.KeyboardEvent).key === 'Backspace' ||
                    (event as React.KeyboardEvent).key === 'Delete') &&
                  reason === 'removeOption'
                ) {
                  return;
                }
                setPending(newValue);
              }}
              onClose={(_event, reason) => {
                if (reason === 'escape') closePicker();
              }}
              options={labels}
              getOptionLabel={(label) => label.name}
              isOptionEqualToValue={(option, selected) => option.name === selected.name}
              // Selected labels are shown in the sidebar, not as chips in the search box.
              renderTags={() => null}
              noOptionsText="No labels"
              slots={{popper: InlineList}}
              slotProps={{listbox: {sx: {maxHeight: 240}}}}
              renderOption={(props, label, {selected}) => {
                const {key, ...optionProps} = props;
                return (
                  <li key={key} {...optionProps}>
                    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%'}}>
                      <CheckIcon aria-hidden fontSize="small" sx={{visibility: selected ? 'visible' : 'hidden'}} />
                      <Swatch colour={label.colour} />
                      <span>{label.name}</span>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <InputBase
                  ref={params.InputProps.ref}
                  inputProps={{...params.inputProps, 'aria-label': 'Filter labels'}}
                  autoFocus
                  placeholder="Filter labels"
                  sx={{
                    width: '100%',
                    p: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '& input': {px: 1, py: 0.75, borderRadius: 1, border: 1, borderColor: 'divider'},
                  }}
                />
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
