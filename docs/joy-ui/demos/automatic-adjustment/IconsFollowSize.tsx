import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Download from '@mui/icons-material/Download';
import Star from '@mui/icons-material/Star';

const sizes = ['sm', 'md', 'lg'] as const;

export default function IconsFollowSize() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        {sizes.map((size) => (
          <Button key={size} size={size} startDecorator={<Download />}>
            Download
          </Button>
        ))}
        {sizes.map((size) => (
          <IconButton key={size} size={size} variant="soft" aria-label={`Download (${size})`}>
            <Download />
          </IconButton>
        ))}
      </Stack>
      <Stack spacing={1}>
        <Typography level="h3" startDecorator={<Star />}>
          Heading with an icon
        </Typography>
        <Typography level="title-md" startDecorator={<Star />}>
          Title with an icon
        </Typography>
        <Typography level="body-sm" startDecorator={<Star />}>
          Small body text with an icon
        </Typography>
      </Stack>
    </Stack>
  );
}
