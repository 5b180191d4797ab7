import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const programme = [
  {
    day: 'Friday',
    talks: ['Opening keynote', 'Design tokens in practice', 'Testing forms', 'Lunch', 'Lightning talks'],
  },
  {
    day: 'Saturday',
    talks: ['Accessible charts', 'Server components', 'Workshop: theming', 'Lunch', 'Panel: open source'],
  },
  {
    day: 'Sunday',
    talks: ['Performance clinic', 'Animation budgets', 'Closing remarks'],
  },
];

export default function PinnedSubheaderList() {
  return (
    // The Paper is the scroll area: focusable and named, so keyboard users can scroll it too.
    <Paper
      variant="outlined"
      role="region"
      aria-label="Conference programme"
      tabIndex={0}
      sx={{
        maxWidth: 360,
        maxHeight: 280,
        overflow: 'auto',
        position: 'relative',
        '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2},
      }}
    >
      <List sx={{bgcolor: 'background.paper', '& ul': {padding: 0}}}>
        {programme.map((section) => (
          <li key={section.day}>
            <ul>
              <ListSubheader>{section.day}</ListSubheader>
              {section.talks.map((talk) => (
                <ListItem key={`${section.day}-${talk}`}>
                  <ListItemText primary={talk} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
