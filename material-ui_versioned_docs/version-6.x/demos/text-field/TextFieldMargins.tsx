import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const margins = ['none', 'dense', 'normal'] as const;

export default function TextFieldMargins() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3}>
      {margins.map((margin) => (
        <Box key={margin} sx={{flex: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1}}>
          <Typography variant="overline" component="p">
            margin=&quot;{margin}&quot;
          </Typography>
          <TextField id={`margin-${margin}-first`} label="First name" margin={margin} size="small" fullWidth />
          <TextField id={`margin-${margin}-last`} label="Last name" margin={margin} size="small" fullWidth />
        </Box>
      ))}
    </Stack>
  );
}
