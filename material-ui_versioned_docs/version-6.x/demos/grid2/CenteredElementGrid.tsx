import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const people = [
  {name: 'Ada', role: 'Engineering'},
  {name: 'Grace', role: 'Research'},
  {name: 'Alan', role: 'Operations'},
];

export default function CenteredElementGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      {people.map((person) => (
        <Grid
          key={person.name}
          size={{xs: 12, sm: 4}}
          sx={{
            // The cell itself becomes a flex box so its content can be centred on both axes.
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 1,
            minHeight: 140,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}>
          <Avatar aria-hidden>{person.name[0]}</Avatar>
          <Typography variant="subtitle2" component="p">
            {person.name}
          </Typography>
          <Typography variant="caption" sx={{color: 'text.secondary'}}>
            {person.role}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
