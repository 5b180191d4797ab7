import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const people = [
  {name: 'Amara Okafor', color: 'primary'},
  {name: 'Jonas Lindqvist', color: 'success'},
  {name: 'Mei Tanaka', color: 'warning'},
] as const;

function initialsOf(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function AvatarInitials() {
  return (
    <Stack direction="row" spacing={1.5}>
      {people.map((person) => (
        <Avatar key={person.name} color={person.color} role="img" aria-label={person.name}>
          {initialsOf(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
