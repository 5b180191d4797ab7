import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

const MAX = 99;

/** The button's accessible name says what the badge only shows. */
function notificationsLabel(count: number): string {
  if (count === 0) {
    return 'Notifications, none new';
  }
  if (count > MAX) {
    return `Notifications, more than ${MAX} new`;
  }
  return `Notifications, ${count} new`;
}

export default function AccessibleBadges() {
  return (
    <Stack direction="row" spacing={3}>
      {[0, 7, 150].map((count) => (
        <IconButton key={count} aria-label={notificationsLabel(count)}>
          <Badge badgeContent={count} max={MAX} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      ))}
    </Stack>
  );
}
