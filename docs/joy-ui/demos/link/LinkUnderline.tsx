import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap'}}>
      <Link href="#underline-hover">Underline on hover (default)</Link>
      <Link href="#underline-always" underline="always">
        Always underlined
      </Link>
      <Link href="#underline-none" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
