import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Account} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame} from '../shared/PreviewFrame';

// A stand-in for your authentication library: no server is contacted.
const SIGNED_IN: Session = {user: {id: 'u-7', name: 'Jonas Berg', email: 'jonas@example.com'}};

function Greeting() {
  const session = useSession();
  return <Typography>{session?.user ? `Welcome back, ${session.user.name}.` : 'You are signed out.'}</Typography>;
}

export default function AppProviderSession() {
  const [session, setSession] = React.useState<Session | null>(SIGNED_IN);
  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(SIGNED_IN),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider session={session} authentication={authentication} theme={theme}>
          <Stack direction="row" spacing={2} sx={{p: 2, alignItems: 'center', justifyContent: 'space-between'}}>
            <Greeting />
            <Account />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
