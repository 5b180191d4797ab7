import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

const files = [
  {name: 'Contracts', modified: 'Modified 12 May 2025', icon: <FolderIcon />},
  {name: 'site-plan.pdf', modified: 'Modified 3 June 2025', icon: <PictureAsPdfIcon />},
  {name: 'facade-sketch.png', modified: 'Modified 18 June 2025', icon: <ImageIcon />},
];

export default function FolderList() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List aria-label="Project files">
        {files.map((file) => (
          <ListItem key={file.name}>
            <ListItemAvatar>
              <Avatar>{file.icon}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={file.name} secondary={file.modified} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
