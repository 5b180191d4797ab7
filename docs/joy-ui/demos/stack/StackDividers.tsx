import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  {label: 'Followers', value: '1,284'},
  {label: 'Following', value: '312'},
  {label: 'Posts', value: '96'},
];

export default function StackDividers() {
  return (
    <Sheet variant="outlined" sx={{display: 'inline-flex', borderRadius: 'md', p: 1.5}}>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
