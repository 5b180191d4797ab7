import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const heights = [140, 60, 80, 100, 60, 120, 80, 60, 90];

function Tiles({sequential}: {sequential: boolean}) {
  return (
    <Masonry columns={3} spacing={1} sequential={sequential}>
      {heights.map((height, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
          {index + 1}
        </Paper>
      ))}
    </Masonry>
  );
}

export default function SequentialMasonry() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{width: '100%'}}>
      <Box sx={{flex: 1}}>
        <Typography variant="subtitle2" gutterBottom>
          Default: shortest column first
        </Typography>
        <Tiles sequential={false} />
      </Box>
      <Box sx={{flex: 1}}>
        <Typography variant="subtitle2" gutterBottom>
          sequential: left to right
        </Typography>
        <Tiles sequential />
      </Box>
    </Stack>
  );
}
