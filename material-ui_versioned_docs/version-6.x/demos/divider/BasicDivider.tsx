import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicDivider() {
  return (
    <Card variant="outlined" sx={{maxWidth: 380}}>
      <Box sx={{p: 2}}>
        <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'baseline'}}>
          <Typography variant="h6" component="div">
            Linen tea towel
          </Typography>
          <Typography variant="subtitle1" component="div">
            €12.00
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          Stonewashed linen that gets softer with every wash. Dries quickly and does not leave lint.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{p: 2}}>
        <Typography variant="body2" gutterBottom>
          Colour
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Natural" size="small" color="primary" />
          <Chip label="Sage" size="small" />
          <Chip label="Rust" size="small" />
        </Stack>
      </Box>
    </Card>
  );
}
