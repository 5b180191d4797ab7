import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const cities: Record<string, string[]> = {
  A: ['Aarhus', 'Accra', 'Adelaide', 'Amsterdam', 'Athens'],
  B: ['Bangkok', 'Barcelona', 'Bergen', 'Bogotá', 'Brno'],
  C: ['Cairo', 'Cape Town', 'Cork', 'Curitiba'],
  D: ['Dakar', 'Delft', 'Dublin', 'Dundee'],
};

export default function ListStickySubheaders() {
  return (
    <Sheet
      variant="outlined"
      role="region"
      tabIndex={0}
      aria-label="Cities"
      sx={{width: 260, maxHeight: 260, overflow: 'auto', borderRadius: 'sm'}}>
      <List>
        {Object.entries(cities).map(([letter, names]) => (
          <ListItem key={letter} nested>
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
