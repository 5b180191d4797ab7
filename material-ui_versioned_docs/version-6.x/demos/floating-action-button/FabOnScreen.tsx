import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const initialNotes = ['Book train tickets', 'Call the dentist', 'Water the plants'];

export default function FabOnScreen() {
  const [notes, setNotes] = React.useState(initialNotes);

  return (
    <Paper variant="outlined" sx={{position: 'relative', width: 320, height: 280, overflow: 'hidden'}}>
      <Typography variant="h6" sx={{px: 2, pt: 2}}>
        Notes
      </Typography>
      <Box sx={{height: 220, overflowY: 'auto', pb: 8}}>
        <List dense>
          {notes.map((note, index) => (
            <ListItem key={index}>
              <ListItemText primary={note} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab
        color="primary"
        aria-label="Add note"
        onClick={() => setNotes([...notes, `New note ${notes.length + 1}`])}
        sx={{position: 'absolute', right: 16, bottom: 16}}>
        <AddIcon />
      </Fab>
    </Paper>
  );
}
