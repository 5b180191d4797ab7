import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Only the first page of members has been fetched; the server also sent the total.
const firstMembers = [
  {name: 'Ada Moreau', src: '/img/material-ui/avatar/ada.svg'},
  {name: 'Bruno Okafor', src: '/img/material-ui/avatar/bruno.svg'},
  {name: 'Chiara Rossi', src: '/img/material-ui/avatar/chiara.svg'},
  {name: 'Dev Patel', src: '/img/material-ui/avatar/dev.svg'},
];
const memberCount = 24;

export default function TotalAvatars() {
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Typography variant="subtitle2">Project members · {memberCount} people</Typography>
      <AvatarGroup total={memberCount}>
        {firstMembers.map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
