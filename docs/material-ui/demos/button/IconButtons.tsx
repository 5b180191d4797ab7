import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [refreshing, setRefreshing] = React.useState(false);

  React.useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setTimeout(() => setRefreshing(false), 2000);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <IconButton aria-label="Delete (small)" size="small">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete (medium)">
          <DeleteIcon />
        </IconButton>
        <IconButton aria-label="Delete (large)" size="large">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <IconButton aria-label="Add to favourites" color="secondary">
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share" color="primary">
          <ShareIcon />
        </IconButton>
        <IconButton aria-label="Delete" disabled>
          <DeleteIcon />
        </IconButton>
        <IconButton aria-label="Refresh" loading={refreshing} onClick={() => setRefreshing(true)}>
          <RefreshIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
