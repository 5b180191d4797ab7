import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const square = <Box component="span" sx={{display: 'block', width: 40, height: 40, bgcolor: 'primary.main'}} />;
const circle = <Avatar component="span" alt="Ada Moreau" src="/img/material-ui/avatar/ada.svg" />;

const cases = [
  {label: 'square, rectangular', child: square, overlap: 'rectangular'},
  {label: 'circle, rectangular', child: circle, overlap: 'rectangular'},
  {label: 'circle, circular', child: circle, overlap: 'circular'},
] as const;

export default function OverlapBadges() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{flexWrap: 'wrap'}}>
      {cases.map(({label, child, overlap}) => (
        <Stack key={label} spacing={1.5} sx={{alignItems: 'center'}}>
          <Stack direction="row" spacing={3}>
            <Badge color="secondary" badgeContent={3} overlap={overlap}>
              {child}
            </Badge>
            <Badge color="secondary" variant="dot" overlap={overlap}>
              {child}
            </Badge>
          </Stack>
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
