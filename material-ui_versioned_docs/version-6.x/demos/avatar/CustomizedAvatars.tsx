import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A wide logo with a transparent background, inlined so the demo needs no network.
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 48"><path d="M4 44 24 8l20 36z" fill="#1565c0"/><circle cx="66" cy="26" r="18" fill="#f9a825"/></svg>',
  );

export default function CustomizedAvatars() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        {/* Default: the picture is cropped to fill the frame. */}
        <Avatar variant="rounded" alt="Peak and Sun Ltd" src={logo} sx={{width: 56, height: 56}} />
        <Typography variant="caption">cover (default)</Typography>
      </Stack>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <Avatar
          variant="rounded"
          alt="Peak and Sun Ltd"
          src={logo}
          sx={{width: 56, height: 56, bgcolor: 'action.hover'}}
          slotProps={{
            img: {
              loading: 'lazy',
              draggable: false,
              sx: {objectFit: 'contain', p: 0.75},
            },
          }}
        />
        <Typography variant="caption">contain, padded, lazy</Typography>
      </Stack>
    </Stack>
  );
}
