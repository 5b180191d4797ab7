import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';

const pages = ['Menu', 'Locations', 'Gift cards'];
const accountItems = ['Orders', 'Rewards', 'Sign out'];

export default function ResponsiveAppBar() {
  const [navAnchor, setNavAnchor] = React.useState<null | HTMLElement>(null);
  const [userAnchor, setUserAnchor] = React.useState<null | HTMLElement>(null);
  const [page, setPage] = React.useState<string>('Menu');
  const navMenuId = React.useId();
  const userMenuId = React.useId();

  const goTo = (value: string) => {
    setPage(value);
    setNavAnchor(null);
  };

  return (
    <AppBar position="static">
      <Toolbar>
        {/* Wide screens: logo, name and the links in a row. */}
        <LocalCafeIcon aria-hidden="true" sx={{display: {xs: 'none', md: 'block'}, mr: 1}} />
        <Typography variant="h6" component="p" noWrap sx={{display: {xs: 'none', md: 'block'}, mr: 3, fontWeight: 700}}>
          Bean There
        </Typography>

        {/* Narrow screens: the links move into a menu behind the menu button. */}
        <Box sx={{flexGrow: 1, display: {xs: 'flex', md: 'none'}}}>
          <IconButton
            size="large"
            color="inherit"
            edge="start"
            aria-label="Open site navigation"
            aria-controls={navAnchor ? navMenuId : undefined}
            aria-haspopup="true"
            aria-expanded={navAnchor ? 'true' : undefined}
            onClick={(event) => setNavAnchor(event.currentTarget)}>
            <MenuIcon />
          </IconButton>
          <Menu
            id={navMenuId}
            anchorEl={navAnchor}
            open={Boolean(navAnchor)}
            onClose={() => setNavAnchor(null)}
            sx={{display: {xs: 'block', md: 'none'}}}>
            {pages.map((item) => (
              <MenuItem key={item} selected={item === page} onClick={() => goTo(item)}>
                {item}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Typography variant="h6" component="p" noWrap sx={{display: {xs: 'block', md: 'none'}, flexGrow: 1}}>
          Bean There
        </Typography>

        <Box component="nav" aria-label="Site" sx={{flexGrow: 1, display: {xs: 'none', md: 'flex'}, gap: 1}}>
          {pages.map((item) => (
            <Button
              key={item}
              color="inherit"
              aria-current={item === page ? 'page' : undefined}
              onClick={() => goTo(item)}
              sx={{borderBottom: 2, borderColor: item === page ? 'currentColor' : 'transparent', borderRadius: 0}}>
              {item}
            </Button>
          ))}
        </Box>

        <Tooltip title="Open account menu">
          <IconButton
            onClick={(event) => setUserAnchor(event.currentTarget)}
            aria-label="Open account menu"
            aria-controls={userAnchor ? userMenuId : undefined}
            aria-haspopup="true"
            aria-expanded={userAnchor ? 'true' : undefined}
            sx={{p: 0}}>
            <Avatar sx={{bgcolor: 'secondary.main'}}>K</Avatar>
          </IconButton>
        </Tooltip>
        <Menu
          id={userMenuId}
          anchorEl={userAnchor}
          open={Boolean(userAnchor)}
          onClose={() => setUserAnchor(null)}
          anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
          transformOrigin={{vertical: 'top', horizontal: 'right'}}
          sx={{mt: 1}}>
          {accountItems.map((item) => (
            <MenuItem key={item} onClick={() => setUserAnchor(null)}>
              {item}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
