import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';
import PrintIcon from '@mui/icons-material/Print';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <IconButton aria-label="Add to favourites">
        <FavoriteIcon />
      </IconButton>
      <IconButton aria-label="Share" color="primary">
        <ShareIcon />
      </IconButton>
      <IconButton aria-label="Print" disabled>
        <PrintIcon />
      </IconButton>
      <IconButton aria-label="Delete" color="error">
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
