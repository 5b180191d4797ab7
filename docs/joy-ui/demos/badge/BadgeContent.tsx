import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Mail from '@mui/icons-material/Mail';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Check from '@mui/icons-material/Check';
import Avatar from '@mui/joy/Avatar';

export default function BadgeContent() {
  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Inbox, 4 unread messages">
          <Mail />
        </IconButton>
      </Badge>
      <Badge badgeContent="New" color="success">
        <IconButton variant="soft" aria-label="Cart, new items added">
          <ShoppingCart />
        </IconButton>
      </Badge>
      <Badge badgeContent={<Check />} color="success" size="sm">
        <Avatar role="img" aria-label="Amara Okafor, verified">
          AO
        </Avatar>
      </Badge>
    </Stack>
  );
}
