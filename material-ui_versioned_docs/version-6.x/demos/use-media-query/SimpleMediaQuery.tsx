import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:600px)');
  const hover = useMediaQuery('(hover: hover)');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip color={wide ? 'success' : 'default'} label={`(min-width:600px) matches: ${wide}`} />
      <Chip color={hover ? 'success' : 'default'} label={`(hover: hover) matches: ${hover}`} />
    </Stack>
  );
}
