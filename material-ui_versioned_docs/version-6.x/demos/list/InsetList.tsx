import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import StarIcon from '@mui/icons-material/Star';

const contacts = [
  {name: 'Ingrid Halvorsen', favourite: true},
  {name: 'Kwame Mensah', favourite: false},
  {name: 'Lucía Ortega', favourite: true},
  {name: 'Tomasz Nowak', favourite: false},
];

export default function InsetList() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List
        aria-labelledby="inset-list-subheader"
        subheader={
          <ListSubheader id="inset-list-subheader" inset>
            Contacts
          </ListSubheader>
        }
      >
        {contacts.map((contact) => (
          <ListItem key={contact.name}>
            {contact.favourite && (
              <ListItemIcon>
                <StarIcon titleAccess="Favourite" color="warning" />
              </ListItemIcon>
            )}
            <ListItemText inset={!contact.favourite} primary={contact.name} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
