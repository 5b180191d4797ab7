import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Account, AccountPreview, type AccountPreviewProps} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {PreviewFrame} from '../shared/PreviewFrame';

const DEMO_SESSION: Session = {user: {name: 'Nadia Haddad', email: 'nadia.haddad@example.com'}};

// Shows the name and email next to the avatar, as at the bottom of a sidebar.
function ExpandedPreview({handleClick, open}: AccountPreviewProps) {
  return (
    <AccountPreview
      variant="expanded"
      handleClick={handleClick}
      open={open}
      slotProps={{
        avatar: {children: 'NH'},
        moreIconButton: {
          'aria-label': 'Account options',
          'aria-haspopup': 'true',
          'aria-expanded': open ? 'true' : 'false',
        },
      }}
    />
  );
}

export default function AccountExpandedPreview() {
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
          <Stack sx={{width: 280, height: 200, borderRight: 1, borderColor: 'divider'}}>
            <Typography variant="overline" sx={{px: 2, pt: 1}}>
              Workspace
            </Typography>
            <Box sx={{flex: 1}} />
            <Divider />
            <Account
              slots={{preview: ExpandedPreview}}
              slotProps={{
                popover: {
                  anchorOrigin: {horizontal: 'right', vertical: 'top'},
                  transformOrigin: {horizontal: 'left', vertical: 'bottom'},
                },
              }}
            />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
