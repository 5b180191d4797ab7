import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip label="WAI-ARIA patterns" component="a" href="https://www.w3.org/WAI/ARIA/apg/patterns/" clickable />
      <Chip
        label="MDN: the a element"
        component="a"
        href="https://developer.mozilla.org/en-US/docs/Web/HTML/Reference/Elements/a"
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        icon={<OpenInNewIcon />}
        clickable
        aria-label="MDN: the a element (opens in a new tab)"
      />
    </Stack>
  );
}
