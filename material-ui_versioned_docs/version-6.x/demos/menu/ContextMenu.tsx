import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{mouseX: number; mouseY: number} | null>(null);
  const [status, setStatus] = React.useState<string>('');

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    // A second right-click while the menu is open closes it, as native context menus do.
    setPosition(position === null ? {mouseX: event.clientX + 2, mouseY: event.clientY - 6} : null);
  };

  const run = (action: string) => {
    setStatus(action);
    setPosition(null);
  };

  return (
    <Paper variant="outlined" onContextMenu={handleContextMenu} sx={{p: 2, cursor: 'context-menu'}}>
      <Typography>
        Right-click anywhere in this box (or press and hold on most touch screens) to open a menu at
        the pointer instead of the browser&apos;s own menu.
      </Typography>
      {status ? (
        <Typography variant="body2" sx={{mt: 1, color: 'text.secondary'}}>
          Last action: {status}
        </Typography>
      ) : null}
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position !== null ? {top: position.mouseY, left: position.mouseX} : undefined}
      >
        <MenuItem onClick={() => run('copy')}>Copy</MenuItem>
        <MenuItem onClick={() => run('print')}>Print</MenuItem>
        <MenuItem onClick={() => run('highlight')}>Highlight</MenuItem>
        <MenuItem onClick={() => run('email')}>Email</MenuItem>
      </Menu>
    </Paper>
  );
}
