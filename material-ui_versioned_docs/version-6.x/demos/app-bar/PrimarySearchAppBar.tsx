import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {alpha} from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const actions = [
  {label: 'Messages', count: 3, icon: <MailIcon />},
  {label: 'Notifications', count: 11, icon: <NotificationsIcon />},
  {label: 'Profile', count: 0, icon: <AccountCircle />},
];

function actionLabel(label: string, count: number) {
  return count > 0 ? `${label}, ${count} new` : label;
}

export default function PrimarySearchAppBar() {
  const [moreAnchor, setMoreAnchor] = React.useState<null | HTMLElement>(null);
  const moreMenuId = React.useId();

  return (
    <AppBar position="static" color="default">
      <Toolbar sx={{gap: 1}}>
        <Typography variant="h6" component="p" noWrap sx={{display: {xs: 'none', sm: 'block'}, mr: 1}}>
          Helpdesk
        </Typography>
        {/* The search field is the main element of the bar: it takes all the free width. */}
        <Box
          component="form"
          role="search"
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
          sx={(theme) => ({
            flexGrow: 1,
            maxWidth: 480,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.text.primary, 0.06),
            '&:hover': {bgcolor: alpha(theme.palette.text.primary, 0.1)},
          })}>
          <SearchIcon aria-hidden="true" />
          <InputBase
            placeholder="Search tickets, people, articles…"
            inputProps={{'aria-label': 'Search the helpdesk'}}
            sx={{flexGrow: 1}}
          />
        </Box>
        <Box sx={{flexGrow: 1}} />
        {/* From the md breakpoint the actions show as icon buttons… */}
        <Box sx={{display: {xs: 'none', md: 'flex'}}}>
          {actions.map((action) => (
            <IconButton key={action.label} color="inherit" aria-label={actionLabel(action.label, action.count)}>
              <Badge badgeContent={action.count} color="error">
                {action.icon}
              </Badge>
            </IconButton>
          ))}
        </Box>
        {/* …below it they collapse into an overflow menu. */}
        <Box sx={{display: {xs: 'flex', md: 'none'}}}>
          <IconButton
            color="inherit"
            edge="end"
            aria-label="More actions"
            aria-controls={moreAnchor ? moreMenuId : undefined}
            aria-haspopup="true"
            aria-expanded={moreAnchor ? 'true' : undefined}
            onClick={(event) => setMoreAnchor(event.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
        </Box>
        <Menu
          id={moreMenuId}
          anchorEl={moreAnchor}
          open={Boolean(moreAnchor)}
          onClose={() => setMoreAnchor(null)}
          anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
          transformOrigin={{vertical: 'top', horizontal: 'right'}}>
          {actions.map((action) => (
            <MenuItem key={action.label} onClick={() => setMoreAnchor(null)}>
              <ListItemIcon>
                <Badge badgeContent={action.count} color="error">
                  {action.icon}
                </Badge>
              </ListItemIcon>
              {actionLabel(action.label, action.count)}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
