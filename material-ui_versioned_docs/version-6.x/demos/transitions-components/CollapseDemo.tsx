import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const terms =
  'Refunds are available within 30 days of purchase. Items must be unused and in their original packaging. ' +
  'Shipping costs are not refunded, and custom orders cannot be returned.';

export default function CollapseDemo() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={expanded} onChange={() => setExpanded((prev) => !prev)} />} label="Expand" />
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <Collapse in={expanded} sx={{flex: 1}}>
          <Paper variant="outlined" sx={{p: 2}}>
            <Typography variant="body2">{terms}</Typography>
          </Paper>
        </Collapse>
        <Collapse in={expanded} collapsedSize={48} sx={{flex: 1}}>
          <Paper variant="outlined" sx={{p: 2}}>
            <Typography variant="body2">{terms}</Typography>
          </Paper>
        </Collapse>
      </Stack>
    </Box>
  );
}
