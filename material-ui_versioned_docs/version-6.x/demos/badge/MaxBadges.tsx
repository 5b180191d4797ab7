import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

const examples = [
  {count: 99, max: 99, label: '99, default max'},
  {count: 100, max: 99, label: '100, default max'},
  {count: 12, max: 9, label: '12, max 9'},
  {count: 1250, max: 999, label: '1250, max 999'},
];

export default function MaxBadges() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{flexWrap: 'wrap'}}>
      {examples.map(({count, max, label}) => (
        <Stack key={label} spacing={1.5} sx={{alignItems: 'center'}}>
          <Badge badgeContent={count} max={max} color="error">
            <NotificationsIcon color="action" />
          </Badge>
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
