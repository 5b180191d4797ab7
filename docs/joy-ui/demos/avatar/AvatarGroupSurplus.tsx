import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const members = [
  'Amara Okafor',
  'Jonas Lindqvist',
  'Mei Tanaka',
  'Diego Fernández',
  'Priya Raman',
  'Lukas Novak',
  'Sofia Marino',
];

const maxShown = 4;

export default function AvatarGroupSurplus() {
  const shown = members.slice(0, maxShown);
  const surplus = members.length - shown.length;

  return (
    <AvatarGroup color="primary" role="group" aria-label={`${members.length} project members`}>
      {shown.map((name) => (
        <Avatar key={name} role="img" aria-label={name}>
          {name.charAt(0)}
        </Avatar>
      ))}
      {surplus > 0 && (
        <Avatar variant="solid" color="neutral" role="img" aria-label={`${surplus} more members`}>
          +{surplus}
        </Avatar>
      )}
    </AvatarGroup>
  );
}
