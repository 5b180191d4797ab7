import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ClickAwayInlineEdit() {
  const [title, setTitle] = React.useState('Quarterly planning');
  const [draft, setDraft] = React.useState(title);
  const [editing, setEditing] = React.useState(false);

  const save = () => {
    if (!editing) return;
    setTitle(draft.trim() || title);
    setEditing(false);
  };

  return (
    <Box sx={{minHeight: 64, display: 'flex', alignItems: 'center', gap: 2}}>
      {editing ? (
        <ClickAwayListener mouseEvent="onMouseDown" touchEvent="onTouchStart" onClickAway={save}>
          <TextField
            autoFocus
            size="small"
            label="Board title"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && save()}
          />
        </ClickAwayListener>
      ) : (
        <>
          <Typography variant="h6" component="p">
            {title}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              setDraft(title);
              setEditing(true);
            }}>
            Rename
          </Button>
        </>
      )}
    </Box>
  );
}
