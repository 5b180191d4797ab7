import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

const LENGTH = 214; // seconds

function formatTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${rest < 10 ? `0${rest}` : rest}`;
}

export default function MediaPlayerSlider() {
  const [position, setPosition] = React.useState(42);
  const [playing, setPlaying] = React.useState(false);
  const [volume, setVolume] = React.useState(60);

  React.useEffect(() => {
    if (!playing) {
      return undefined;
    }
    const timer = setInterval(() => {
      setPosition((previous) => (previous >= LENGTH ? 0 : previous + 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Paper variant="outlined" sx={{p: 2, width: 320, borderRadius: 3}}>
      <Typography variant="subtitle1" component="p" sx={{fontWeight: 600}}>
        Harbour Lights
      </Typography>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        The Night Ferries
      </Typography>
      <Slider
        aria-label="Playback position"
        size="small"
        value={position}
        min={0}
        max={LENGTH}
        step={1}
        getAriaValueText={(value) => `${formatTime(value)} of ${formatTime(LENGTH)}`}
        onChange={(_event, value) => setPosition(value as number)}
        sx={{
          mt: 1,
          height: 4,
          '& .MuiSlider-thumb': {
            width: 10,
            height: 10,
            transition: 'width 0.2s, height 0.2s',
            '&:hover, &.Mui-focusVisible, &.Mui-active': {width: 16, height: 16},
          },
          '& .MuiSlider-rail': {opacity: 0.25},
        }}
      />
      <Box sx={{display: 'flex', justifyContent: 'space-between', mt: -1}}>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          {formatTime(position)}
        </Typography>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          -{formatTime(LENGTH - position)}
        </Typography>
      </Box>
      <Box sx={{display: 'flex', justifyContent: 'center', my: 1}}>
        <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((p) => !p)}>
          {playing ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
        </IconButton>
      </Box>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', px: 1}}>
        <VolumeDownRounded fontSize="small" sx={{color: 'text.secondary'}} />
        <Slider
          aria-label="Volume"
          size="small"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
          sx={{'& .MuiSlider-thumb': {width: 12, height: 12}}}
        />
        <VolumeUpRounded fontSize="small" sx={{color: 'text.secondary'}} />
      </Stack>
    </Paper>
  );
}
