import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteIcon from '@mui/icons-material/Delete';
import TransitionGroup from 'react-transition-group/TransitionGroup';

const groceries = ['Apples', 'Bread', 'Coffee', 'Eggs', 'Lemons', 'Milk', 'Rice'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(groceries.slice(0, 3));

  const nextItem = groceries.find((item) => !items.includes(item));

  return (
    <Box sx={{width: '100%', maxWidth: 360}}>
      <Button variant="outlined" disabled={!nextItem} onClick={() => nextItem && setItems((prev) => [nextItem, ...prev])}>
        {nextItem ? `Add ${nextItem.toLowerCase()}` : 'Everything is on the list'}
      </Button>
      {/* TransitionGroup renders the List itself, so each Collapse can be an <li> of it. */}
      <TransitionGroup component={List} aria-label="Shopping list">
        {items.map((item) => (
          <Collapse key={item} component="li">
            <ListItem
              component="div"
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${item}`} onClick={() => setItems((prev) => prev.filter((entry) => entry !== item))}>
                  <DeleteIcon />
                </IconButton>
              }>
              <ListItemText primary={item} />
            </ListItem>
          </Collapse>
        ))}
      </TransitionGroup>
    </Box>
  );
}
