import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Delete from '@mui/icons-material/Delete';
import Send from '@mui/icons-material/Send';
import Schedule from '@mui/icons-material/Schedule';

export default function MaterialIconsInJoy() {
  return (
    <Stack spacing={2} sx={{maxWidth: 440}}>
      <Typography level="title-md" startDecorator={<CalendarMonth />}>
        Team meeting
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Chip variant="soft" color="warning" startDecorator={<Schedule />}>
          Starts in 10 min
        </Chip>
        <Button size="sm" variant="soft" endDecorator={<Send />}>
          Send invite
        </Button>
        <IconButton size="sm" variant="outlined" color="danger" aria-label="Delete meeting">
          <Delete />
        </IconButton>
      </Stack>
      <Input size="lg" aria-label="Date" defaultValue="Thursday, 14:00" startDecorator={<CalendarMonth />} />
    </Stack>
  );
}
