import * as React from 'react';
import Stack from '@mui/material/Stack';
import {Account} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {PreviewFrame} from '../shared/PreviewFrame';

const DEMO_SESSION: Session = {user: {name: 'Kaito Ito', email: 'kaito.ito@example.com'}};

export default function AccountLocaleText() {
  const [session, setSession] = React.useState<Session | null>(null);
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
            <Account
              localeText={{
                accountSignInLabel: 'Log in',
                accountSignOutLabel: 'Log out',
                accountPreviewIconButtonLabel: 'Open the account menu',
              }}
              slotProps={{
                preview: {slotProps: {avatar: {children: 'KI'}}},
                signInButton: {sx: {width: 'auto'}},
              }}
            />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
