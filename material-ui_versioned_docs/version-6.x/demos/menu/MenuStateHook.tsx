import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A small hook that owns the open state of one menu and returns the props for its trigger and menu.
function useMenuState() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const menuId = React.useId();
  const buttonId = React.useId();
  const open = Boolean(anchorEl);
  const close = React.useCallback(() => setAnchorEl(null), []);

  return {
    close,
    triggerProps: {
      id: buttonId,
      'aria-controls': open ? menuId : undefined,
      'aria-haspopup': 'true' as const,
      'aria-expanded': open ? ('true' as const) : undefined,
      onClick: (event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl,
      open,
      onClose: close,
      slotProps: {list: {'aria-labelledby': buttonId}},
    },
  };
}

export default function MenuStateHook() {
  const [last, setLast] = React.useState('nothing yet');
  const fileMenu = useMenuState();
  const editMenu = useMenuState();

  const run = (menu: {close: () => void}, action: string) => {
    setLast(action);
    menu.close();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" {...fileMenu.triggerProps}>
          File
        </Button>
        <Menu {...fileMenu.menuProps}>
          {['New', 'Open', 'Save'].map((action) => (
            <MenuItem key={action} onClick={() => run(fileMenu, action)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
        <Button variant="outlined" {...editMenu.triggerProps}>
          Edit
        </Button>
        <Menu {...editMenu.menuProps}>
          {['Undo', 'Cut', 'Paste'].map((action) => (
            <MenuItem key={action} onClick={() => run(editMenu, action)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Typography variant="body2">Last action: {last}</Typography>
    </Stack>
  );
}
