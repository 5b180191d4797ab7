import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const totalSteps = 5;

export default function LabelledLinearProgress() {
  const [done, setDone] = React.useState<number>(2);
  const labelId = React.useId();
  const percent = Math.round((done / totalSteps) * 100);

  return (
    <Stack spacing={1.5} sx={{width: '100%', maxWidth: 420}}>
      <Stack direction="row" sx={{justifyContent: 'space-between'}}>
        <Typography id={labelId} level="title-sm">
          Profile setup
        </Typography>
        <Typography level="body-sm">
          {done} of {totalSteps} steps
        </Typography>
      </Stack>
      <LinearProgress
        determinate
        value={percent}
        size="lg"
        color={done === totalSteps ? 'success' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={`${done} of ${totalSteps} steps done`}
      />
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" disabled={done === 0} onClick={() => setDone(done - 1)}>
          Undo a step
        </Button>
        <Button size="sm" disabled={done === totalSteps} onClick={() => setDone(done + 1)}>
          Complete a step
        </Button>
      </Stack>
    </Stack>
  );
}
