import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

const tracks = [
  {title: 'Harbour Lights', length: '3:42'},
  {title: 'Slow Tide', length: '4:15'},
  {title: 'Paper Boats', length: '2:58'},
  {title: 'Night Ferry', length: '5:03'},
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [showSecondary, setShowSecondary] = React.useState(true);
  const [playlist, setPlaylist] = React.useState(tracks);

  return (
    <Stack spacing={1} sx={{maxWidth: 380}}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label="Dense"
        />
        <FormControlLabel
          control={<Checkbox checked={showSecondary} onChange={(event) => setShowSecondary(event.target.checked)} />}
          label="Secondary text"
        />
      </FormGroup>
      <Paper variant="outlined">
        <List dense={dense} aria-label="Playlist">
          {playlist.map((track) => (
            <ListItem
              key={track.title}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${track.title}`}
                  onClick={() => setPlaylist((current) => current.filter((item) => item !== track))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar>
                  <MusicNoteIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={track.title} secondary={showSecondary ? track.length : null} />
            </ListItem>
          ))}
          {playlist.length === 0 && (
            <ListItem>
              <ListItemText primary="The playlist is empty." />
            </ListItem>
          )}
        </List>
      </Paper>
    </Stack>
  );
}
