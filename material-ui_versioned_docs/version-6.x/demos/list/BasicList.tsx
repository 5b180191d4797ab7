import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const included = ['Unlimited projects', 'Daily backups', 'Email support'];
const excluded = ['Single sign-on', 'Audit log'];

export default function BasicList() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List aria-label="Features of the Team plan">
        {included.map((feature) => (
          <ListItem key={feature}>
            <ListItemIcon>
              <CheckIcon color="success" />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
        <Divider component="li" aria-hidden />
        {excluded.map((feature) => (
          <ListItem key={feature}>
            <ListItemIcon>
              <CloseIcon color="disabled" />
            </ListItemIcon>
            <ListItemText primary={feature} secondary="Business plan only" />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
