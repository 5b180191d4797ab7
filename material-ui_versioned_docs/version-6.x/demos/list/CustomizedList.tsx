import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton, {listItemButtonClasses} from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import {styled} from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';

// A compact sidebar: rounded rows, a coloured selected row and small icons.
const SidebarList = styled(List)(({theme}) => ({
  padding: theme.spacing(1),
  [`& .${listItemButtonClasses.root}`]: {
    borderRadius: 8,
    paddingTop: 4,
    paddingBottom: 4,
  },
  // Root and selected classes together, to outrank the button's own selected background.
  [`& .${listItemButtonClasses.root}.${listItemButtonClasses.selected}, & .${listItemButtonClasses.root}.${listItemButtonClasses.selected}:hover`]:
    {
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '& svg': {color: theme.palette.primary.contrastText},
    },
  '& svg': {fontSize: 20},
}));

const pages = [
  {name: 'Overview', icon: <DashboardIcon />},
  {name: 'Tasks', icon: <ListAltIcon />},
  {name: 'Members', icon: <PeopleIcon />},
  {name: 'Settings', icon: <SettingsIcon />},
];

export default function CustomizedList() {
  const [current, setCurrent] = React.useState('Tasks');

  return (
    <Box
      component="nav"
      aria-labelledby="customized-list-subheader"
      sx={{maxWidth: 260, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper'}}>
      <SidebarList
        subheader={
          <ListSubheader
            id="customized-list-subheader"
            color="primary"
            sx={{bgcolor: 'transparent', lineHeight: '36px'}}>
            Project Atlas
          </ListSubheader>
        }>
        {pages.map((page) => (
          <ListItem key={page.name} disablePadding>
            <ListItemButton
              selected={current === page.name}
              aria-current={current === page.name ? 'page' : undefined}
              onClick={() => setCurrent(page.name)}>
              <ListItemIcon sx={{minWidth: 36}}>{page.icon}</ListItemIcon>
              <ListItemText primary={page.name} slotProps={{primary: {variant: 'body2', fontWeight: 'medium'}}} />
            </ListItemButton>
          </ListItem>
        ))}
      </SidebarList>
    </Box>
  );
}
