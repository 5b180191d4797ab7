import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {blue, blueGrey, brown, deepOrange, green, indigo, pink, purple, red, teal} from '@mui/material/colors';

// Dark shades only, so white initials stay readable on every one of them.
const palette = [
  red[700],
  pink[700],
  purple[600],
  indigo[600],
  blue[800],
  teal[800],
  green[800],
  deepOrange[900],
  brown[600],
  blueGrey[700],
];

/** The same name always gives the same colour, on the server and in the browser. */
function colorForName(name: string): string {
  let hash = 0;
  for (let index = 0; index < name.length; index += 1) {
    hash = (hash * 31 + name.charCodeAt(index)) >>> 0;
  }
  return palette[hash % palette.length] ?? palette[0]!;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

const names = ['Priya Raman', 'Jonas Berg', 'Amara Obi', 'Luis Ortega', 'Mei Chen'];

export default function NameColorAvatars() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {names.map((name) => (
        <Stack key={name} spacing={1} sx={{alignItems: 'center'}}>
          {/* The name is printed below, so the initials are hidden from screen readers. */}
          <Avatar aria-hidden sx={{bgcolor: colorForName(name)}}>
            {initials(name)}
          </Avatar>
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
