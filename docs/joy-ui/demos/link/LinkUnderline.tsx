import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap'}}>
      <Link href="/joy-ui/react-typography/">Typography (underline on hover, the default)</Link>
      <Link href="/joy-ui/react-button/" underline="always">
        Button (always underlined)
      </Link>
      <Link href="/joy-ui/react-card/" underline="none">
        Card (never underlined)
      </Link>
    </Stack>
  );
}
