import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar alt="Ada Moreau" src="/img/material-ui/avatar/ada.svg" />
      <Avatar alt="Bruno Okafor" src="/img/material-ui/avatar/bruno.svg" />
      <Avatar alt="Chiara Rossi" src="/img/material-ui/avatar/chiara.svg" />
      <Avatar alt="Dev Patel" src="/img/material-ui/avatar/dev.svg" />
    </Stack>
  );
}
