import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import SvgIcon, {type SvgIconProps} from '@mui/joy/SvgIcon';

// A four-pointed spark, drawn on the default 24 × 24 grid.
function SparkIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z" />
    </SvgIcon>
  );
}

// A hexagon that could stand for a brand mark.
function HexagonIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2l8.66 5v10L12 22l-8.66-5V7z" />
    </SvgIcon>
  );
}

export default function InlinePathIcons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <SparkIcon size="sm" />
        <SparkIcon />
        <SparkIcon size="lg" />
        <SparkIcon fontSize="xl4" color="warning" />
        <HexagonIcon fontSize="xl4" color="primary" titleAccess="Hexa Labs" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button size="sm" startDecorator={<SparkIcon />}>
          Generate
        </Button>
        <Button variant="outlined" color="neutral" startDecorator={<SparkIcon />}>
          Generate
        </Button>
        <Button size="lg" variant="soft" startDecorator={<SparkIcon />}>
          Generate
        </Button>
      </Stack>
    </Stack>
  );
}
