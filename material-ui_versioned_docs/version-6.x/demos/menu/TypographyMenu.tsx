import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';

const files = [
  {
    name: 'Quarterly report for the board, final version with appendices.pdf',
    icon: <DescriptionIcon fontSize="small" />,
  },
  {name: 'Photos from the spring offsite in the mountains', icon: <FolderIcon fontSize="small" />},
  {name: 'Homepage hero illustration, dark background, 4K.png', icon: <ImageIcon fontSize="small" />},
];

export default function TypographyMenu() {
  return (
    <Paper sx={{width: 260}}>
      <MenuList aria-label="Recent files">
        {files.map((file) => (
          <MenuItem key={file.name} title={file.name}>
            <ListItemIcon>{file.icon}</ListItemIcon>
            {/* noWrap makes the Typography a block that hides overflow, so the ellipsis can appear. */}
            <Typography variant="inherit" noWrap>
              {file.name}
            </Typography>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
