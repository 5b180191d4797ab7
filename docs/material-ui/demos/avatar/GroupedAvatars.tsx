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
  {name: 'Emma Lindqvist', src: undefined},
];

export default function GroupedAvatars() {
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Typography variant="subtitle2">Design review · 5 people</Typography>
      <AvatarGroup max={4}>
        {team.map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src}>
            {person.src ? undefined : person.name.charAt(0)}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="subtitle2">Project members · 24 people</Typography>
      <AvatarGroup total={24} spacing="small">
        {team.slice(0, 3).map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
