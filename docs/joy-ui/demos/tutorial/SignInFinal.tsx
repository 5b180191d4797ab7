import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface Errors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!/^\S+@\S+\.\S+$/.test(email)) {
    errors.email = 'Enter an email address such as you@example.com.';
  }
  if (password.length < 8) {
    errors.password = 'Enter your password (at least 8 characters).';
  }
  return errors;
}

export default function SignInFinal() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [showPassword, setShowPassword] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validate(email, password);
    setErrors(nextErrors);
    setSignedInAs(Object.keys(nextErrors).length === 0 ? email : null);
  };

  return (
    <Sheet
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        width: 320,
        mx: 'auto',
        px: 2,
        py: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}>
      <div>
        <Typography level="h4" component="h2">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to your workspace.</Typography>
      </div>
      {signedInAs && (
        <Alert variant="soft" color="success" startDecorator={<CheckCircle />} role="status">
          Signed in as {signedInAs}
        </Alert>
      )}
      <FormControl required error={Boolean(errors.email)}>
        <FormLabel>Email</FormLabel>
        <Input
          name="email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
        />
        {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
      </FormControl>
      <FormControl required error={Boolean(errors.password)}>
        <FormLabel>Password</FormLabel>
        <Input
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          endDecorator={
            <IconButton
              aria-label="Show password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((value) => !value)}>
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          }
        />
        {errors.password && <FormHelperText>{errors.password}</FormHelperText>}
      </FormControl>
      <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'center'}}>
        <Checkbox size="sm" label="Keep me signed in" name="persistent" />
        <Link level="body-sm" href="/joy-ui/getting-started/support/">
          Get help
        </Link>
      </Stack>
      <Button type="submit">Sign in</Button>
      <Typography level="body-sm" sx={{alignSelf: 'center'}}>
        New to Joy UI? <Link href="/joy-ui/getting-started/">Read the overview</Link>
      </Typography>
    </Sheet>
  );
}
