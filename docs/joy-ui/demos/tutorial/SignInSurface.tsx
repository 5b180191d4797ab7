import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SignInSurface() {
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
    </Sheet>
  );
}
