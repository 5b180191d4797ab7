import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Avatar from '@mui/joy/Avatar';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function BadgeInset() {
  return (
    <Stack direction="row" spacing={5} sx={{alignItems: 'center'}}>
      {/* A square box: the default inset of 0 puts the badge right on the corner. */}
      <Badge badgeContent="" color="danger">
        <Sheet variant="soft" sx={{width: 48, height: 48, borderRadius: 'sm'}} />
      </Badge>
      {/* A circle: without an inset the badge floats away from the edge. */}
      <Badge badgeContent="" color="danger">
        <Avatar aria-hidden>AB</Avatar>
      </Badge>
      {/* 14% moves the badge onto the circle's edge. */}
      <Badge badgeContent="" color="danger" badgeInset="14%">
        <Avatar aria-hidden>AB</Avatar>
      </Badge>
      {/* Two values: vertical then horizontal offset. */}
      <Badge badgeContent={2} badgeInset="-4px -8px">
        <Sheet variant="soft" sx={{width: 48, height: 48, borderRadius: 'sm'}} />
      </Badge>
    </Stack>
  );
}
