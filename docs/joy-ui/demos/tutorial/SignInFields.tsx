import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SignInFields() {
  return (
    <Sheet
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
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" placeholder="you@example.com" autoComplete="email" />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" autoComplete="current-password" />
      </FormControl>
      <Button sx={{mt: 1}}>Sign in</Button>
      <Typography level="body-sm" sx={{alignSelf: 'center'}}>
        New to Joy UI? <Link href="/joy-ui/getting-started/">Read the overview</Link>
      </Typography>
    </Sheet>
  );
}
