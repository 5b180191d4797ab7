import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {deepOrange, indigo, teal} from '@mui/material/colors';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const people = [
  {name: 'Lena Fischer', color: teal[700]},
  {name: 'Marcus Webb', color: indigo[500]},
  {name: 'Sofia Alvarez', color: deepOrange[900]},
];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {/* No colour given: the theme's neutral grey. */}
      <Avatar role="img" aria-label="Kenji">
        K
      </Avatar>
      {people.map((person) => (
        <Avatar key={person.name} role="img" aria-label={person.name} sx={{bgcolor: person.color}}>
          {initials(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
