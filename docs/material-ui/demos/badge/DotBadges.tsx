import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import UpdateIcon from '@mui/icons-material/SystemUpdateAlt';

export default function DotBadges() {
  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
      <Badge variant="dot" color="warning">
        <UpdateIcon color="action" />
      </Badge>
      <Badge
        variant="dot"
        color="success"
        overlap="circular"
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
      >
        <Avatar alt="Ada Moreau" src="/img/material-ui/avatar/ada.svg" />
      </Badge>
      <Badge
        badgeContent={4}
        color="primary"
        overlap="rectangular"
        anchorOrigin={{vertical: 'top', horizontal: 'left'}}
      >
        <Avatar variant="rounded">QA</Avatar>
      </Badge>
    </Stack>
  );
}
