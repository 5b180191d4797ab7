import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function ListDividers() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List aria-label="Order summary">
        <ListItem>
          <ListItemText primary="Subtotal" secondary="3 items" />
        </ListItem>
        <Divider component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Shipping" secondary="Standard, 3–5 days" />
        </ListItem>
        <Divider component="li" variant="middle" aria-hidden />
        <ListItem>
          <ListItemText primary="Gift wrapping" />
        </ListItem>
        <Divider component="li" variant="inset" aria-hidden />
        <ListItem>
          <ListItemText primary="Total" slotProps={{primary: {sx: {fontWeight: 'bold'}}}} />
        </ListItem>
      </List>
    </Paper>
  );
}
