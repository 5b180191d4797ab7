import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The oven heats from room temperature to the target: that is the range to show.
const START = 20;
const TARGET = 220;

// Maps a value from START..TARGET onto the 0..100 scale the progress components expect.
function toPercent(temperature: number) {
  return ((temperature - START) * 100) / (TARGET - START);
}

export default function ProgressNonStandardRange() {
  const [temperature, setTemperature] = React.useState(START);
  const percent = toPercent(temperature);
  const valueText = `${temperature} °C of ${TARGET} °C`;

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 420}}>
      <Typography variant="body2" id="oven-label">
        Preheating the oven: {valueText}
      </Typography>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <CircularProgress
          variant="determinate"
          value={percent}
          aria-labelledby="oven-label"
          aria-valuetext={valueText}
        />
        <Box sx={{flexGrow: 1}}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby="oven-label"
            aria-valuetext={valueText}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={temperature >= TARGET}
          onClick={() => setTemperature((t) => Math.min(t + 40, TARGET))}
        >
          Heat by 40 °C
        </Button>
        <Button onClick={() => setTemperature(START)}>Reset</Button>
      </Stack>
    </Stack>
  );
}
