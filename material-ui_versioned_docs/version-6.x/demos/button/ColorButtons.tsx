import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// Colours whose default shades keep the label at 4.5:1 or more (WCAG AA): see the note under the demo
// for `warning` and `info`.
export default function ColorButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Button variant="contained" color="primary">
        Save
      </Button>
      <Button variant="contained" color="secondary">
        Share
      </Button>
      <Button variant="contained" color="success">
        Publish
      </Button>
      <Button variant="outlined" color="error">
        Delete
      </Button>
      <Button variant="text" color="secondary">
        Details
      </Button>
    </Stack>
  );
}
