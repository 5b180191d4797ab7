import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';

export default function CustomDeleteIcon() {
  const [lastAction, setLastAction] = React.useState('No action yet.');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Chip
          label="Draft.pdf"
          onDelete={() => setLastAction('Draft.pdf moved to the bin.')}
          deleteIcon={<DeleteIcon />}
        />
        <Chip
          label="Review request"
          color="success"
          variant="outlined"
          onDelete={() => setLastAction('Review request marked as done.')}
          deleteIcon={<DoneIcon />}
        />
        <Chip
          label="Dark mode"
          onDelete={() => setLastAction('Dark mode removed from the list.')}
          deleteIcon={<RemoveCircleOutlineIcon />}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastAction}
      </Typography>
    </Stack>
  );
}
