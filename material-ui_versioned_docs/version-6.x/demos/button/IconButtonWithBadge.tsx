import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

function unreadLabel(count: number) {
  if (count === 0) return 'Messages, none unread';
  return `Messages, ${count} unread`;
}

export default function IconButtonWithBadge() {
  const [unread, setUnread] = React.useState(4);

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <IconButton aria-label={unreadLabel(unread)} onClick={() => setUnread(0)}>
        <Badge badgeContent={unread} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      {/* The badge shows "9+" past `max`: the name says what the reader sees. */}
      <IconButton aria-label="Shopping cart, more than 9 items">
        <Badge badgeContent={12} max={9} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
