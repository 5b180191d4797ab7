import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Account} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {PreviewFrame} from '../shared/PreviewFrame';

// A local stand-in for your authentication library: no server is contacted.
const DEMO_SESSION: Session = {user: {name: 'Priya Larsen', email: 'priya.larsen@example.com'}};

export default function AccountBasic() {
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
          <Stack direction="row" sx={{p: 2, alignItems: 'center', justifyContent: 'space-between'}}>
            <Typography variant="body2">{session ? 'Signed in' : 'Signed out'}</Typography>
            <Account />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
