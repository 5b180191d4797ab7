import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const team = [
  {name: 'Ada Moreau', src: '/img/material-ui/avatar/ada.svg'},
  {name: 'Bruno Okafor', src: '/img/material-ui/avatar/bruno.svg'},
  {name: 'Chiara Rossi', src: '/img/material-ui/avatar/chiara.svg'},
  {name: 'Dev Patel', src: '/img/material-ui/avatar/dev.svg'},
];

const spacings = [
  {label: 'medium (default)', value: 'medium'},
  {label: 'small', value: 'small'},
  {label: '0 (no overlap, no gap)', value: 0},
  {label: '24 (pixels of overlap)', value: 24},
] as const;

export default function SpacingAvatars() {
  return (
    <Stack spacing={2}>
      {spacings.map(({label, value}) => (
        <Stack key={label} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <AvatarGroup spacing={value}>
            {team.map((person) => (
              <Avatar key={person.name} alt={person.name} src={person.src} />
            ))}
          </AvatarGroup>
          <Typography variant="body2">
            <code>spacing</code>: {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
