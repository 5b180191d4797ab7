import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Groups from '@mui/icons-material/Groups';
import Apartment from '@mui/icons-material/Apartment';
import Cloud from '@mui/icons-material/Cloud';

export default function AvatarIcons() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar color="primary" variant="soft" role="img" aria-label="Team">
        <Groups />
      </Avatar>
      <Avatar color="success" variant="solid" role="img" aria-label="Organisation">
        <Apartment />
      </Avatar>
      <Avatar
        color="neutral"
        variant="outlined"
        role="img"
        aria-label="Cloud workspace"
        sx={{'--Avatar-radius': '8px'}}>
        <Cloud />
      </Avatar>
      {/* No src and no children: the built-in person icon is shown. */}
      <Avatar role="img" aria-label="Unknown user" />
    </Stack>
  );
}
