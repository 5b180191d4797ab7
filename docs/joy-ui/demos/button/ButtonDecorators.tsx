import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Send from '@mui/icons-material/Send';

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Button startDecorator={<Add />}>New project</Button>
      <Button variant="soft" color="success" endDecorator={<Send />}>
        Send invite
      </Button>
      <Button variant="outlined" color="neutral" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
    </Stack>
  );
}
