import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const tasks = ['Write the changelog', 'Review open pull requests', 'Tag the release'];

export default function BasicStack() {
  return (
    <Stack spacing={1.5} sx={{width: '100%', maxWidth: 360}}>
      {tasks.map((task) => (
        <Paper key={task} variant="outlined" sx={{p: 1.5}}>
          {task}
        </Paper>
      ))}
    </Stack>
  );
}
