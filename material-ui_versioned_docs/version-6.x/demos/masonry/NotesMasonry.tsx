import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const notes = [
  {title: 'Groceries', body: 'Oats, lemons, basil, olive oil, two loaves of rye bread.'},
  {title: 'Call back', body: 'Dentist about Thursday.'},
  {
    title: 'Trip ideas',
    body: 'Walk the coastal path from Porthcurno to Lamorna, stay two nights in Mousehole and take the early train back so the Monday stays free.',
  },
  {title: 'Wi-Fi', body: 'Network: Loft-5G'},
  {title: 'Book club', body: 'Finish chapters 9 to 14 and bring questions about the ending.'},
  {title: 'Plants', body: 'Water the fern on Sundays, the cactus once a month.'},
  {
    title: 'Gift list',
    body: 'Sam: gardening gloves. Priya: a new sketchbook. Leo: tickets to the planetarium show he mentioned.',
  },
  {title: 'Reminder', body: 'Renew the parking permit.'},
];

export default function NotesMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={{xs: 1, sm: 2, md: 3}} spacing={2}>
        {notes.map((note) => (
          <Card key={note.title} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{fontWeight: 600}}>
                {note.title}
              </Typography>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                {note.body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Masonry>
    </Box>
  );
}
