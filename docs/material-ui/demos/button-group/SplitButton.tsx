import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeOptions = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(1);
  const [status, setStatus] = React.useState('Pull request #42 is ready to merge.');
  const open = anchorEl !== null;

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <ButtonGroup variant="contained" aria-label="Merge pull request">
        <Button onClick={() => setStatus(`Done: ${mergeOptions[selected]}.`)}>
          {mergeOptions[selected]}
        </Button>
        <Button
          size="small"
          id="merge-options-button"
          aria-label="Choose merge method"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'merge-options-menu' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id="merge-options-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{list: {'aria-labelledby': 'merge-options-button'}}}
      >
        {mergeOptions.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
