import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {AppProvider, type Session} from '@toolpad/core/AppProvider';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame} from '../shared/PreviewFrame';

// Your session can carry more than the user: extend the Session type.
interface AppSession extends Session {
  organization: {name: string; plan: 'free' | 'business'};
  role: 'member' | 'admin';
}

function BillingPanel() {
  const session = useSession<AppSession>();
  if (!session) {
    return null;
  }
  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Typography>
        {session.organization.name} is on the {session.organization.plan} plan.
      </Typography>
      {session.role === 'admin' ? (
        <Button variant="contained" size="small">
          Change plan
        </Button>
      ) : (
        <Alert severity="info">Only administrators can change the plan.</Alert>
      )}
    </Stack>
  );
}

export default function SessionCustomType() {
  const [isAdmin, setIsAdmin] = React.useState(false);
  const session = React.useMemo<AppSession>(
    () => ({
      user: {name: 'Zoe Weber', email: 'zoe@example.com'},
      organization: {name: 'Northwind', plan: 'free'},
      role: isAdmin ? 'admin' : 'member',
    }),
    [isAdmin],
  );

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)} />}
        label="Signed in as an administrator"
      />
      <PreviewFrame>
        {(theme) => (
          <AppProvider session={session} theme={theme}>
            <Stack sx={{p: 2}}>
              <BillingPanel />
            </Stack>
          </AppProvider>
        )}
      </PreviewFrame>
    </Stack>
  );
}
