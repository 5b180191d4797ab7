import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import NotificationsIcon from '@mui/icons-material/Notifications';

const colors = ['default', 'primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function IconButtonColors() {
  const [starred, setStarred] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        {colors.map((color) => (
          <IconButton key={color} color={color} aria-label={`Notifications (${color})`}>
            <NotificationsIcon />
          </IconButton>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <IconButton
          aria-label="Star this project"
          aria-pressed={starred}
          color={starred ? 'warning' : 'default'}
          onClick={() => setStarred((value) => !value)}
        >
          {starred ? <StarIcon /> : <StarBorderIcon />}
        </IconButton>
        <span>{starred ? 'Starred' : 'Not starred'}</span>
      </Stack>
    </Stack>
  );
}
