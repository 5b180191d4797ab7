import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

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
      <Button variant="outlined" color="warning">
        Archive
      </Button>
      <Button variant="text" color="info">
        Details
      </Button>
    </Stack>
  );
}
