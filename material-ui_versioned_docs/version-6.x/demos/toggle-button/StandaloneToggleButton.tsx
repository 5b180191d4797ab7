import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export default function StandaloneToggleButton() {
  const [starred, setStarred] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <ToggleButton
        value="starred"
        selected={starred}
        onChange={() => setStarred((value) => !value)}
        color="warning"
        aria-label="Star this repository">
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </ToggleButton>
      <Typography>{starred ? 'Starred' : 'Not starred'}</Typography>
    </Stack>
  );
}
