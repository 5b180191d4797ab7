import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const accounts = [
  {name: 'Nadia Haddad', photo: '/img/material-ui/avatar/chiara.svg'},
  {name: 'Tomás Silva', photo: undefined},
  {name: 'Guest user', photo: undefined, anonymous: true},
];

export default function FallbackAvatars() {
  return (
    <Stack spacing={1.5}>
      {accounts.map((account) => (
        <Stack key={account.name} direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
          {/* Photo if there is one, else initials, else the built-in person icon. */}
          <Avatar src={account.photo} alt={account.name}>
            {account.anonymous ? undefined : account.name.charAt(0)}
          </Avatar>
          <Typography>{account.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
