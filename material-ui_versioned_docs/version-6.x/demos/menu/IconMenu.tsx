import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import PrintIcon from '@mui/icons-material/Print';

const commands = [
  {label: 'Cut', icon: <ContentCutIcon fontSize="small" />, shortcut: 'Ctrl+X'},
  {label: 'Copy', icon: <ContentCopyIcon fontSize="small" />, shortcut: 'Ctrl+C'},
  {label: 'Paste', icon: <ContentPasteIcon fontSize="small" />, shortcut: 'Ctrl+V'},
];

export default function IconMenu() {
  return (
    <Paper sx={{width: 260, maxWidth: '100%'}}>
      <MenuList aria-label="Edit commands">
        {commands.map((command) => (
          <MenuItem key={command.label}>
            <ListItemIcon>{command.icon}</ListItemIcon>
            <ListItemText>{command.label}</ListItemText>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {command.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Print</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
