import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import {AppProvider, type Branding} from '@toolpad/core/AppProvider';
import {SignInPage, type AuthProvider, type AuthResponse} from '@toolpad/core/SignInPage';
import {PreviewFrame} from '../shared/PreviewFrame';

const BRANDING: Branding = {
  title: 'Skyline',
  logo: <CloudIcon color="primary" sx={{fontSize: 48}} />,
};

// The built-in title ("Sign in to Skyline") is an h1. This page has its own h1, so the demo
// renders the same text as an h2.
function Title() {
  return (
    <Typography variant="h5" component="h2" sx={{fontWeight: 600, textAlign: 'center'}}>
      Sign in to {BRANDING.title}
    </Typography>
  );
}

const providers: AuthProvider[] = [{id: 'microsoft-entra-id', name: 'Microsoft Entra ID'}];

export default function SignInBranding() {
  const [signedIn, setSignedIn] = React.useState(false);

  const signIn = async (): Promise<AuthResponse> => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    setSignedIn(true);
    return {};
  };

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider branding={BRANDING} theme={theme}>
          {signedIn ? (
            <Stack spacing={2} sx={{alignItems: 'center', py: 4}}>
              <Typography>Signed in to {BRANDING.title}.</Typography>
              <Button variant="outlined" onClick={() => setSignedIn(false)}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <Stack sx={{py: 2}}>
              <SignInPage providers={providers} signIn={signIn} slots={{title: Title}} sx={{minHeight: 'auto'}} />
              <Typography variant="body2" sx={{textAlign: 'center', color: 'text.secondary'}}>
                Demo only: no provider is contacted.
              </Typography>
            </Stack>
          )}
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
