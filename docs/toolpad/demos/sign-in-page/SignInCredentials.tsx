import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SignInPage, type AuthProvider, type AuthResponse} from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [{id: 'credentials', name: 'Email and password'}];

// The built-in title is an h1. This page has its own h1, so the demo renders an h2.
function Title() {
  return (
    <Typography variant="h5" component="h2" sx={{fontWeight: 600, textAlign: 'center'}}>
      Sign in
    </Typography>
  );
}

// A local stand-in for your authentication backend: nothing leaves the browser.
async function checkCredentials(email: string, password: string): Promise<AuthResponse> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (password !== 'toolpad') {
    return {error: 'Incorrect email or password.'};
  }
  return {};
}

export default function SignInCredentials() {
  const id = React.useId();
  const [user, setUser] = React.useState<string | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    const email = String(formData?.get('email') ?? '');
    const response = await checkCredentials(email, String(formData?.get('password') ?? ''));
    if (!response.error) {
      setUser(email);
    }
    return response;
  };

  if (user) {
    return (
      <Stack spacing={2} sx={{alignItems: 'center', py: 4}}>
        <Typography>Signed in as {user}.</Typography>
        <Button variant="outlined" onClick={() => setUser(null)}>
          Sign out
        </Button>
      </Stack>
    );
  }

  return (
    <Stack sx={{width: '100%'}}>
      <SignInPage
        providers={providers}
        signIn={signIn}
        slots={{title: Title}}
        slotProps={{
          // Unique ids (several forms share this page) and no focus stealing on load.
          emailField: {id: `${id}-email`, autoFocus: false},
          passwordField: {id: `${id}-password`},
        }}
        sx={{minHeight: 'auto', py: 2}}
      />
      <Typography variant="body2" sx={{textAlign: 'center', color: 'text.secondary'}}>
        Demo only: no provider is contacted. Any email works with the password &quot;toolpad&quot;.
      </Typography>
    </Stack>
  );
}
