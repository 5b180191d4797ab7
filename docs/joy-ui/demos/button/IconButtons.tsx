import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Settings from '@mui/icons-material/Settings';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <IconButton aria-label="Open settings">
          <Settings />
        </IconButton>
        <IconButton aria-label="Edit" variant="outlined">
          <Edit />
        </IconButton>
        <IconButton aria-label="Delete" variant="soft" color="danger">
          <Delete />
        </IconButton>
        <IconButton
          aria-label="Like"
          aria-pressed={liked}
          variant="solid"
          color="primary"
          onClick={() => setLiked((value) => !value)}>
          {liked ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <IconButton aria-label="Edit (small)" size="sm" variant="outlined">
          <Edit />
        </IconButton>
        <IconButton aria-label="Edit (medium)" size="md" variant="outlined">
          <Edit />
        </IconButton>
        <IconButton aria-label="Edit (large)" size="lg" variant="outlined">
          <Edit />
        </IconButton>
        <IconButton
          aria-label="Saving"
          loading
          loadingIndicator={<CircularProgress color="neutral" thickness={3} aria-label="Saving" />}
          variant="soft">
          <Edit />
        </IconButton>
        <IconButton aria-label="Delete" disabled variant="soft" color="danger">
          <Delete />
        </IconButton>
      </Stack>
    </Stack>
  );
}
