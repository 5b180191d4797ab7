import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const itemSx = {p: 1, textAlign: 'center'} as const;

export default function MarginStack() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{width: '100%'}}>
      <Box sx={{flex: 1}}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Margin ignored
        </Typography>
        <Stack spacing={1}>
          <Paper variant="outlined" sx={itemSx}>
            First
          </Paper>
          <Paper variant="outlined" sx={{...itemSx, mt: 4}}>
            Second (mt: 4 is dropped)
          </Paper>
        </Stack>
      </Box>
      <Box sx={{flex: 1}}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Margin kept with useFlexGap
        </Typography>
        <Stack spacing={1} useFlexGap>
          <Paper variant="outlined" sx={itemSx}>
            First
          </Paper>
          <Paper variant="outlined" sx={{...itemSx, mt: 4}}>
            Second (mt: 4 is added)
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
