import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5}>
      <Link href="/img/products/joy-ui.svg" download startDecorator={<DownloadIcon />}>
        Download the Joy UI logo (SVG, under 1 KB)
      </Link>
      <Link href="/joy-ui/react-menu/" endDecorator={<ArrowForwardIcon />}>
        Next page: Menu
      </Link>
      <Link
        href="https://www.npmjs.com/package/@mui/joy"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewIcon />}>
        @mui/joy on npm (opens in a new tab)
      </Link>
    </Stack>
  );
}
