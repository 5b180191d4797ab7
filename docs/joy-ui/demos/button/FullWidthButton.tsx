import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function FullWidthButton() {
  return (
    <Box sx={{maxWidth: 360, mx: 'auto'}}>
      <Stack spacing={1}>
        <Button fullWidth component="a" href="/joy-ui/getting-started/installation/">
          Install Joy UI
        </Button>
        <Button fullWidth variant="plain" color="neutral" component="a" href="/joy-ui/getting-started/tutorial/">
          Follow the tutorial
        </Button>
      </Stack>
    </Box>
  );
}
