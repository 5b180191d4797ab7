import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

function label(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

export default function BasicBadges() {
  return (
    <Stack direction="row" spacing={3}>
      <IconButton aria-label={`Inbox, ${label(3, 'unread email')}`}>
        <Badge badgeContent={3} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={`Notifications, ${label(12, 'new alert')}`}>
        <Badge badgeContent={12} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={`Cart, ${label(2, 'item')}`}>
        <Badge badgeContent={2} color="success">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
