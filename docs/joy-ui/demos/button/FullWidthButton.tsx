import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function FullWidthButton() {
  return (
    <Box sx={{maxWidth: 360, mx: 'auto'}}>
      <Stack spacing={1}>
        <Button fullWidth>Create account</Button>
        <Button fullWidth variant="plain" color="neutral" component="a" href="#full-width-button">
          I already have an account
        </Button>
      </Stack>
    </Box>
  );
}
