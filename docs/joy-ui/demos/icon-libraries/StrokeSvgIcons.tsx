import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon, {type SvgIconProps} from '@mui/joy/SvgIcon';

// Outline icons usually come as a complete <svg> that strokes with currentColor and fills nothing.
// Passed as the only child, the <svg> element's own attributes (viewBox, fill, stroke) are kept.
function SearchIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
    </SvgIcon>
  );
}

function ArrowIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round">
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
    </SvgIcon>
  );
}

export default function StrokeSvgIcons() {
  return (
    <Stack spacing={2} sx={{maxWidth: 400}}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input
          key={size}
          size={size}
          aria-label={`Search (${size})`}
          placeholder="Search recipes"
          startDecorator={<SearchIcon />}
          endDecorator={
            <IconButton variant="solid" color="primary" aria-label="Search">
              <ArrowIcon />
            </IconButton>
          }
        />
      ))}
    </Stack>
  );
}
