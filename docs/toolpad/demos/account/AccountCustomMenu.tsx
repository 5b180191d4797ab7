import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Account,
  AccountPopoverFooter,
  AccountPopoverHeader,
  AccountPreview,
  SignOutButton,
} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {useNotifications} from '@toolpad/core/useNotifications';
import {PreviewFrame} from '../shared/PreviewFrame';

const DEMO_SESSION: Session = {user: {name: 'Mateo Rossi', email: 'mateo.rossi@example.com'}};

// Replaces the content of the account popover.
function AccountMenu() {
  const notifications = useNotifications();
  const open = (page: string) => notifications.show(`${page} would open here.`, {autoHideDuration: 3000});

  return (
    <Stack sx={{minWidth: 260}}>
      <AccountPopoverHeader>
        <AccountPreview variant="expanded" />
      </AccountPopoverHeader>
      <Divider />
      <MenuList dense>
        <MenuItem onClick={() => open('Your profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => open('Settings')}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Settings</ListItemText>
        </MenuItem>
      </MenuList>
      <Divider />
      <AccountPopoverFooter>
        <SignOutButton />
      </AccountPopoverFooter>
    </Stack>
  );
}

export default function AccountCustomMenu() {
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);
  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(DEMO_SESSION),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider session={session} authentication={authentication} theme={theme}>
          <Stack direction="row" sx={{p: 2, justifyContent: 'flex-end'}}>
            <Account slots={{popoverContent: AccountMenu}} />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
