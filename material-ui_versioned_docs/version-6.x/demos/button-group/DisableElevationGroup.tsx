import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function DisableElevationGroup() {
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <ButtonGroup variant="contained" aria-label="Playback, with elevation">
        <Button>Play</Button>
        <Button>Pause</Button>
        <Button>Stop</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" disableElevation aria-label="Playback, without elevation">
        <Button>Play</Button>
        <Button>Pause</Button>
        <Button>Stop</Button>
      </ButtonGroup>
    </Stack>
  );
}
