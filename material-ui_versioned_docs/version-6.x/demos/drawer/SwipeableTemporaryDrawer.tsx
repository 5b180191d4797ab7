import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import BookmarkIcon from '@mui/icons-material/Bookmark';

const links = [
  {label: 'Home', icon: <HomeIcon />},
  {label: 'Search', icon: <SearchIcon />},
  {label: 'Saved', icon: <BookmarkIcon />},
];

// Whether the device is iOS, read in an effect: its browser uses an edge swipe for "back".
function useIsIOS() {
  const [isIOS, setIsIOS] = React.useState(false);
  React.useEffect(() => {
    setIsIOS(/iPad|iPhone|iPod/.test(navigator.userAgent));
  }, []);
  return isIOS;
}

export default function SwipeableTemporaryDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  // The frame element, kept in state so the drawer can use it as its container once it exists.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const isIOS = useIsIOS();

  return (
    // The frame stands in for the screen: the drawer, its backdrop and the swipe strip stay inside it.
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        pl: 5,
      }}>
      <Typography variant="body2" sx={{mb: 2}}>
        On a touch screen, swipe right from the shaded strip on the left edge of this frame, or use the button.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      {/* Rendered once the frame exists, so the drawer never mounts outside it. */}
      {frame ? (
        <SwipeableDrawer
          anchor="left"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          disableBackdropTransition={!isIOS}
          disableDiscovery={isIOS}
          // The distance check is measured from the window edge; the strip below limits where a swipe may start.
          swipeAreaWidth={2000}
          ModalProps={{container: frame}}
          slotProps={{
            transition: {container: frame},
            swipeArea: {style: {position: 'absolute', width: 24, backgroundColor: 'rgba(128, 128, 128, 0.15)'}},
          }}
          sx={{
            position: 'absolute',
            '& .MuiBackdrop-root, & .MuiDrawer-paper': {position: 'absolute'},
          }}>
          <Box component="nav" aria-label="Main" sx={{width: 220}}>
            <List>
              {links.map((link) => (
                <ListItem key={link.label} disablePadding>
                  <ListItemButton onClick={() => setOpen(false)}>
                    <ListItemIcon>{link.icon}</ListItemIcon>
                    <ListItemText primary={link.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        </SwipeableDrawer>
      ) : null}
    </Box>
  );
}
