import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const team = [
  {name: 'Ada Moreau', src: '/img/material-ui/avatar/ada.svg'},
  {name: 'Bruno Okafor', src: '/img/material-ui/avatar/bruno.svg'},
  {name: 'Chiara Rossi', src: '/img/material-ui/avatar/chiara.svg'},
  {name: 'Dev Patel', src: '/img/material-ui/avatar/dev.svg'},
  {name: 'Emma Lindqvist', src: undefined},
];

export default function GroupedAvatars() {
  return (
    // Five people, at most four circles: three avatars and a "+2" counter.
    <AvatarGroup max={4}>
      {team.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src}>
          {person.src ? undefined : person.name.charAt(0)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
