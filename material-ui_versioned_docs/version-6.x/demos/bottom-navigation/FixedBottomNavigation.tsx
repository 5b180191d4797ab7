import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import StarIcon from '@mui/icons-material/Star';
import RestoreIcon from '@mui/icons-material/Restore';

const places = [
  {name: 'Harbour Café', detail: 'Coffee · 350 m'},
  {name: 'Old Town Library', detail: 'Books · 600 m'},
  {name: 'Riverside Park', detail: 'Outdoors · 900 m'},
  {name: 'Central Market', detail: 'Food · 1.2 km'},
  {name: 'Museum of Maps', detail: 'Culture · 1.5 km'},
];

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState('nearby');

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 360,
        height: 280,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        role="region"
        aria-label="Places nearby"
        tabIndex={0}
        sx={{
          height: '100%',
          overflowY: 'auto',
          pb: 7,
          '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
        }}
      >
        <List>
          {places.map((place) => (
            <ListItem key={place.name}>
              <ListItemText primary={place.name} secondary={place.detail} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} sx={{position: 'absolute', bottom: 0, left: 0, right: 0}}>
        <BottomNavigation
          showLabels
          value={value}
          onChange={(_event, newValue: string) => setValue(newValue)}
        >
          <BottomNavigationAction label="Nearby" value="nearby" icon={<LocationOnIcon />} />
          <BottomNavigationAction label="Favourites" value="favourites" icon={<StarIcon />} />
          <BottomNavigationAction label="History" value="history" icon={<RestoreIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
