import Box from '@mui/material/Box';
import CircularProgress, {circularProgressClasses} from '@mui/material/CircularProgress';
import LinearProgress, {linearProgressClasses} from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// A thick, rounded bar: restyle the root (the rail) and the bar through their classes.
const ChunkyLinearProgress = styled(LinearProgress)(({theme}) => ({
  height: 12,
  borderRadius: 6,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.action.selected,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
    backgroundColor: theme.palette.success.main,
  },
}));

export default function CustomizedProgress() {
  return (
    <Stack spacing={3} sx={{width: '100%'}}>
      <ChunkyLinearProgress variant="determinate" value={65} aria-label="Profile 65% complete" />
      <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
        {/* v6 has no track slot: the faded circle behind each arc is a second, decorative indicator. */}
        <Box sx={{position: 'relative', display: 'inline-flex'}}>
          <CircularProgress
            variant="determinate"
            value={100}
            size={48}
            thickness={5}
            aria-hidden
            sx={{opacity: 0.2}}
          />
          <CircularProgress
            size={48}
            thickness={5}
            aria-label="Loading comments"
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              [`& .${circularProgressClasses.circle}`]: {strokeLinecap: 'round'},
            }}
          />
        </Box>
        <Box sx={{position: 'relative', display: 'inline-flex'}}>
          <CircularProgress
            variant="determinate"
            value={100}
            size={48}
            thickness={5}
            color="secondary"
            aria-hidden
            sx={(theme) => ({opacity: theme.palette.action.activatedOpacity})}
          />
          <CircularProgress
            variant="determinate"
            value={70}
            size={48}
            thickness={5}
            color="secondary"
            aria-label="Daily goal 70% reached"
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              [`& .${circularProgressClasses.circle}`]: {strokeLinecap: 'round'},
            }}
          />
        </Box>
        <Box sx={{flexGrow: 1}}>
          <LinearProgress
            aria-label="Loading feed"
            sx={{
              height: 4,
              borderRadius: 2,
              bgcolor: 'transparent',
              [`& .${linearProgressClasses.bar}`]: {borderRadius: 2, bgcolor: 'warning.main'},
            }}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
