import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SignInPage, type AuthProvider, type AuthResponse} from '@toolpad/core/SignInPage';

const providers: AuthProvider[] = [{id: 'credentials', name: 'Credentials'}];

function Title() {
  return (
    <Typography variant="h5" component="h2" sx={{fontWeight: 600}}>
      Welcome back
    </Typography>
  );
}

function Subtitle() {
  return (
    <Typography variant="body2" sx={{color: 'text.secondary', textAlign: 'center'}}>
      Demo only: no provider is contacted, and every attempt is refused.
    </Typography>
  );
}

function RememberMe() {
  return <FormControlLabel control={<Checkbox name="remember" value="true" />} label="Keep me signed in" />;
}

function ForgotPasswordLink() {
  return (
    <Link href="/toolpad/core/introduction/support/" variant="body2">
      Get help
    </Link>
  );
}

function SignUpLink() {
  return (
    <Link href="/toolpad/core/introduction/" variant="body2">
      New to Toolpad Core? Read the overview
    </Link>
  );
}

export default function SignInCustomization() {
  const id = React.useId();

  const signIn = async (): Promise<AuthResponse> => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return {error: 'Sign-in is disabled in this demo.'};
  };

  return (
    <SignInPage
      providers={providers}
      signIn={signIn}
      slots={{
        title: Title,
        subtitle: Subtitle,
        rememberMe: RememberMe,
        forgotPasswordLink: ForgotPasswordLink,
        signUpLink: SignUpLink,
      }}
      slotProps={{
        emailField: {id: `${id}-email`, autoFocus: false, variant: 'outlined'},
        passwordField: {id: `${id}-password`, variant: 'outlined'},
        submitButton: {variant: 'contained'},
      }}
      localeText={{providerSignInTitle: () => 'Sign in'}}
      sx={{minHeight: 'auto', py: 2}}
    />
  );
}
