import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const levels = ['h3', 'title-lg', 'title-md', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LinkLevels() {
  return (
    <Stack spacing={1}>
      {levels.map((level) => (
        <Link key={level} href="/joy-ui/customization/theme-typography/" level={level}>
          The {level} level
        </Link>
      ))}
      <Typography level="body-lg" sx={{mt: 2}}>
        Inside Typography a link takes the level of the text around it:{' '}
        <Link href="/joy-ui/react-typography/">read the Typography page</Link>.
      </Typography>
    </Stack>
  );
}
