import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5}>
      <Link href="#price-list.pdf" startDecorator={<DownloadIcon />}>
        Download the price list (PDF, 240 KB)
      </Link>
      <Link href="#all-articles" endDecorator={<ArrowForwardIcon />}>
        See all articles
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
