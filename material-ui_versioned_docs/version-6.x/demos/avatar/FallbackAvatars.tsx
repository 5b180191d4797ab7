import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A data URL that is not a picture: it stands in for a photo that fails to load, without a
// network request. In a real app this would be an address that returns an error.
const brokenPhoto = 'data:image/png;base64,AAAA';

export default function FallbackAvatars() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Avatar src="/img/material-ui/avatar/chiara.svg" alt="Nadia Haddad">
          NH
        </Avatar>
        <Typography>Photo loads: the picture wins</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Avatar src={brokenPhoto} alt="Tomás Silva">
          TS
        </Avatar>
        <Typography>Photo fails, children given: the initials</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Avatar src={brokenPhoto} alt="Ingrid Solberg" />
        <Typography>Photo fails, no children: first letter of alt</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Avatar src={brokenPhoto} />
        <Typography>Photo fails, no alt either: the person icon</Typography>
      </Stack>
    </Stack>
  );
}
