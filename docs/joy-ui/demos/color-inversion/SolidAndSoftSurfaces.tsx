import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Mail from '@mui/icons-material/Mail';

export default function SolidAndSoftSurfaces() {
  return (
    <Stack spacing={2}>
      <Alert
        variant="solid"
        color="danger"
        invertedColors
        startDecorator={<ErrorOutline />}
        endDecorator={
          <Button size="sm" variant="soft">
            Retry
          </Button>
        }>
        The payment could not be processed.
      </Alert>
      <Sheet
        variant="soft"
        color="success"
        invertedColors
        sx={{p: 2, borderRadius: 'md', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center'}}>
        <div style={{flex: '1 1 200px'}}>
          <Typography level="title-md">Get the release notes</Typography>
          <Typography level="body-sm">One email per release, nothing else.</Typography>
        </div>
        <Input aria-label="Email address" placeholder="you@example.com" startDecorator={<Mail />} />
        <Button>Subscribe</Button>
      </Sheet>
    </Stack>
  );
}
