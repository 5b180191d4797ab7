import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const people = [
  {name: 'Ada Okafor', avatar: '/img/material-ui/avatar/ada.svg'},
  {name: 'Bruno Silva', avatar: '/img/material-ui/avatar/bruno.svg'},
  {name: 'Chiara Rossi', avatar: '/img/material-ui/avatar/chiara.svg'},
  {name: 'Dev Patel', avatar: '/img/material-ui/avatar/dev.svg'},
];

export default function CheckboxSecondaryList() {
  const [invited, setInvited] = React.useState<string[]>(['Chiara Rossi']);

  const toggle = (name: string) =>
    setInvited((current) => (current.includes(name) ? current.filter((item) => item !== name) : [...current, name]));

  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List dense aria-label="Invite to the review">
        {people.map((person) => {
          const labelId = `invite-${person.name.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <ListItem
              key={person.name}
              secondaryAction={
                <Checkbox
                  edge="end"
                  checked={invited.includes(person.name)}
                  onChange={() => toggle(person.name)}
                  slotProps={{input: {'aria-labelledby': labelId}}}
                />
              }
            >
              <ListItemAvatar>
                <Avatar alt="" src={person.avatar} />
              </ListItemAvatar>
              <ListItemText id={labelId} primary={person.name} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
