import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Badge
          component="div"
          variant="dot"
          color="success"
          overlap="circular"
          anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
          // A ring in the page colour keeps the dot distinct from the photo behind it.
          slotProps={{
            badge: {
              sx: {
                width: 12,
                height: 12,
                borderRadius: '50%',
                boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
              },
            },
          }}>
          <Avatar alt="Ada Moreau" src="/img/material-ui/avatar/ada.svg" />
        </Badge>
        <div>
          <Typography variant="body2">Ada Moreau</Typography>
          <Typography variant="caption" color="text.secondary">
            Online
          </Typography>
        </div>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Badge
          component="div"
          overlap="circular"
          anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
          badgeContent={
            <Avatar
              component="span"
              alt="Bruno Okafor"
              src="/img/material-ui/avatar/bruno.svg"
              sx={{width: 22, height: 22, border: 2, borderColor: 'background.paper'}}
            />
          }>
          <Avatar alt="Dev Patel" src="/img/material-ui/avatar/dev.svg" />
        </Badge>
        <Typography variant="body2">Dev Patel, reviewed by Bruno Okafor</Typography>
      </Stack>
    </Stack>
  );
}
