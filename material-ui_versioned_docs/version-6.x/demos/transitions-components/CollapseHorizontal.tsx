import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';

const sections = [
  {label: 'Overview', icon: <DashboardIcon />},
  {label: 'Team', icon: <PeopleIcon />},
  {label: 'Settings', icon: <SettingsIcon />},
];

export default function CollapseHorizontal() {
  const [open, setOpen] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{display: 'flex', height: 220, width: '100%', maxWidth: 480, overflow: 'hidden'}}>
      {/* Closed, the rail keeps 56px: just enough for the icons. */}
      <Collapse in={open} orientation="horizontal" collapsedSize={56} sx={{borderRight: 1, borderColor: 'divider'}}>
        <Box component="nav" aria-label="Project sections" sx={{width: 200, height: '100%'}}>
          <IconButton
            onClick={() => setOpen((prev) => !prev)}
            aria-label={open ? 'Collapse the sidebar' : 'Expand the sidebar'}
            aria-expanded={open}
            sx={{m: 1}}>
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
          <List dense disablePadding>
            {sections.map((section) => (
              <ListItem key={section.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{section.icon}</ListItemIcon>
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Collapse>
      <Box sx={{p: 2, flex: 1, minWidth: 0}}>
        <Typography variant="body2">The main content takes whatever width the sidebar leaves free.</Typography>
      </Box>
    </Paper>
  );
}
