import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Avatar size="sm">SM</Avatar>
      <Avatar size="md">MD</Avatar>
      <Avatar size="lg">LG</Avatar>
      <Avatar sx={{'--Avatar-size': '4rem'}}>4R</Avatar>
    </Stack>
  );
}
