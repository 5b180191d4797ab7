import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SignInPage, type AuthProvider, type AuthResponse} from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [
  {id: 'github', name: 'GitHub'},
  {id: 'google', name: 'Google'},
  {id: 'gitlab', name: 'GitLab'},
];

// The built-in title is an h1. This page has its own h1, so the demo renders an h2.
function Title() {
  return (
    <Typography variant="h5" component="h2" sx={{fontWeight: 600, textAlign: 'center'}}>
      Sign in
    </Typography>
  );
}

export default function SignInOAuth() {
  const [provider, setProvider] = React.useState<string | null>(null);

  // Stands in for a redirect to the provider: resolves locally after a short delay.
  const signIn = async (selected: AuthProvider): Promise<AuthResponse> => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    if (selected.id === 'gitlab') {
      return {error: 'GitLab sign-in is turned off in this demo.'};
    }
    setProvider(selected.name);
    return {};
  };

  if (provider) {
    return (
      <Stack spacing={2} sx={{alignItems: 'center', py: 4}}>
        <Typography>Signed in with {provider}.</Typography>
        <Button variant="outlined" onClick={() => setProvider(null)}>
          Sign out
        </Button>
      </Stack>
    );
  }

  return (
    <Stack sx={{width: '100%'}}>
      <SignInPage providers={providers} signIn={signIn} slots={{title: Title}} sx={{minHeight: 'auto', py: 2}} />
      <Typography variant="body2" sx={{textAlign: 'center', color: 'text.secondary'}}>
        Demo only: no provider is contacted. GitLab shows how an error looks.
      </Typography>
    </Stack>
  );
}
