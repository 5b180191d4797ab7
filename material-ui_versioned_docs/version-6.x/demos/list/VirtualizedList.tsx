import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const ROW_HEIGHT = 48;
const VIEWPORT_HEIGHT = 288;
const OVERSCAN = 3;
const COUNT = 10000;

export default function VirtualizedList() {
  const [scrollTop, setScrollTop] = React.useState(0);

  // Only the rows in view, plus a few above and below, are rendered.
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(COUNT - 1, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const indexes = [];
  for (let index = first; index <= last; index += 1) {
    indexes.push(index);
  }

  return (
    <Box
      role="region"
      aria-label="Order history, 10,000 orders"
      tabIndex={0}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{
        height: VIEWPORT_HEIGHT,
        width: '100%',
        maxWidth: 360,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}>
      {/* The list is as tall as all rows together, so the scrollbar matches the full length. */}
      <List disablePadding sx={{position: 'relative', height: COUNT * ROW_HEIGHT}}>
        {indexes.map((index) => (
          <ListItem
            key={index}
            divider
            aria-setsize={COUNT}
            aria-posinset={index + 1}
            sx={{position: 'absolute', top: index * ROW_HEIGHT, height: ROW_HEIGHT, width: '100%'}}>
            <ListItemText primary={`Order #${String(index + 1).padStart(5, '0')}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
