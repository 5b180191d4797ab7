import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const reports = ['January budget', 'February budget', 'Q1 summary'];

export default function NestedList() {
  const [open, setOpen] = React.useState<boolean>(true);

  return (
    <Paper variant="outlined" sx={{maxWidth: 320}}>
      <List
        component="nav"
        aria-labelledby="nested-list-subheader"
        subheader={<ListSubheader component="div" id="nested-list-subheader">Shared drive</ListSubheader>}
      >
        <ListItemButton>
          <ListItemIcon>
            <DescriptionIcon />
          </ListItemIcon>
          <ListItemText primary="Team handbook" />
        </ListItemButton>
        <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          <ListItemIcon>
            <FolderIcon />
          </ListItemIcon>
          <ListItemText primary="Finance" />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List component="div" disablePadding>
            {reports.map((report) => (
              <ListItemButton key={report} sx={{pl: 4}}>
                <ListItemIcon>
                  <DescriptionIcon />
                </ListItemIcon>
                <ListItemText primary={report} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      </List>
    </Paper>
  );
}
