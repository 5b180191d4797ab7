import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {AppProvider, type Session} from '@toolpad/core/AppProvider';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame} from '../shared/PreviewFrame';

// A local stand-in for your authentication library: resolves in the browser, no request is sent.
function fetchSession(): Promise<Session> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({user: {id: '42', name: 'Emeka Adeyemi', email: 'emeka@example.com'}}), 1000);
  });
}

// Any component below AppProvider can read the session.
function UserSummary() {
  const session = useSession();
  if (!session?.user) {
    return <Typography>No session.</Typography>;
  }
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Avatar aria-hidden>{session.user.name?.charAt(0)}</Avatar>
      <div>
        <Typography>{session.user.name}</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {session.user.email}
        </Typography>
      </div>
    </Stack>
  );
}

export default function SessionBasic() {
  const [session, setSession] = React.useState<Session | null>(null);
  const [loading, setLoading] = React.useState(false);

  const signIn = async () => {
    setLoading(true);
    setSession(await fetchSession());
    setLoading(false);
  };

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider session={session} theme={theme}>
          <Stack direction="row" sx={{p: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2}}>
            {loading ? <CircularProgress size={24} aria-label="Loading the session" /> : <UserSummary />}
            {session ? (
              <Button onClick={() => setSession(null)}>Sign out</Button>
            ) : (
              <Button variant="contained" onClick={signIn} disabled={loading}>
                Sign in
              </Button>
            )}
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
