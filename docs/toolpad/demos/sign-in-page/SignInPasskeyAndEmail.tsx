import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SignInPage, type AuthProvider, type AuthResponse} from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [
  {id: 'passkey', name: 'Passkey'},
  {id: 'nodemailer', name: 'Email'},
];

// The built-in title is an h1. This page has its own h1, so the demo renders an h2.
function Title() {
  return (
    <Typography variant="h5" component="h2" sx={{fontWeight: 600, textAlign: 'center'}}>
      Sign in
    </Typography>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function SignInPasskeyAndEmail() {
  const [user, setUser] = React.useState<string | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    const email = String(formData?.get('email') ?? '');
    await wait(600);
    if (provider.id === 'nodemailer') {
      // A magic-link provider would send an email here.
      return {success: `A sign-in link would now be on its way to ${email}.`};
    }
    // A passkey provider would ask the browser for a credential here.
    setUser(email);
    return {};
  };

  if (user) {
    return (
      <Stack spacing={2} sx={{alignItems: 'center', py: 4}}>
        <Typography>Signed in with a passkey as {user}.</Typography>
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
        // The defaults, "email-webauthn" and "email-nodemailer", are not valid autocomplete values.
        // These props reach both email fields: "email webauthn" is valid for both, and lets the
        // browser offer passkeys in the passkey field.
        slotProps={{emailField: {autoComplete: 'email webauthn'}}}
        sx={{minHeight: 'auto', py: 2}}
      />
      <Typography variant="body2" sx={{textAlign: 'center', color: 'text.secondary'}}>
        Demo only: no provider is contacted and no email is sent.
      </Typography>
    </Stack>
  );
}
