import * as React from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const facts = [
  {label: 'Stars', value: '94k'},
  {label: 'Contributors', value: '3,000+'},
  {label: 'Licence', value: 'MIT'},
];

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Typography variant="h6">{fact.value}</Typography>
          <Typography variant="caption" sx={{color: 'text.secondary'}}>
            {fact.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
