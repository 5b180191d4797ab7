import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import RadioIcon from '@mui/icons-material/Radio';
import SettingsIcon from '@mui/icons-material/Settings';

// Each action's value is the path of the screen it opens.
const routes = [
  {path: '/music', label: 'Music', icon: <LibraryMusicIcon />, text: '128 albums and 14 playlists.'},
  {path: '/podcasts', label: 'Podcasts', icon: <PodcastsIcon />, text: '3 new episodes since yesterday.'},
  {path: '/radio', label: 'Radio', icon: <RadioIcon />, text: 'Live stations near you.'},
  {path: '/settings', label: 'Settings', icon: <SettingsIcon />, text: 'Playback, downloads and account.'},
];

export default function RoutedBottomNavigation() {
  // Stand-in for the router's current location; in an app, read it from your router instead.
  const [pathname, setPathname] = React.useState('/podcasts/episodes/42');

  // Match by prefix so that nested pages keep their section highlighted.
  const current = routes.find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));

  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 420, overflow: 'hidden'}}>
      <Box sx={{p: 2, minHeight: 96}}>
        <Typography variant="caption" sx={{color: 'text.secondary', fontFamily: 'monospace'}}>
          {pathname}
        </Typography>
        <Typography variant="h6" component="p">
          {current?.label ?? 'Not found'}
        </Typography>
        <Typography variant="body2">{current?.text}</Typography>
      </Box>
      <BottomNavigation
        component="nav"
        aria-label="Main sections"
        value={current?.path ?? false}
        onChange={(_event, path: string) => setPathname(path)}
        sx={{borderTop: 1, borderColor: 'divider'}}>
        {routes.map((route) => (
          <BottomNavigationAction key={route.path} label={route.label} value={route.path} icon={route.icon} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
