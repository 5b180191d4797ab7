import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BadgeDotVisibility() {
  const [online, setOnline] = React.useState(true);

  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <Badge
        invisible={!online}
        color="success"
        variant="solid"
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        badgeInset="14%">
        <Avatar role="img" aria-label={`Jonas Lindqvist, ${online ? 'online' : 'offline'}`}>
          JL
        </Avatar>
      </Badge>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={online} onChange={(event) => setOnline(event.target.checked)} />}>
        Online
      </Typography>
    </Stack>
  );
}
