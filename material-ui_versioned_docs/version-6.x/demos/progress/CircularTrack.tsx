import Box from '@mui/material/Box';
import CircularProgress, {CircularProgressProps} from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const quotas = [
  {id: 'quota-photos', label: 'Photos', value: 20},
  {id: 'quota-mail', label: 'Mail', value: 55},
  {id: 'quota-backups', label: 'Backups', value: 85},
];

// v6 has no track slot: a full, faded circle sits behind the arc and is hidden from assistive
// technology, so only the real indicator is announced.
function CircularProgressWithTrack({size, thickness, color, ...other}: CircularProgressProps) {
  return (
    <Box sx={{position: 'relative', display: 'inline-flex'}}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={thickness}
        color={color}
        aria-hidden
        sx={(theme) => ({opacity: theme.palette.action.activatedOpacity})}
      />
      <CircularProgress
        size={size}
        thickness={thickness}
        color={color}
        sx={{position: 'absolute', top: 0, left: 0}}
        {...other}
      />
    </Box>
  );
}

export default function CircularTrack() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
        <Typography variant="body2" sx={{width: 120}}>
          Without track
        </Typography>
        {quotas.map((quota) => (
          <CircularProgress
            key={quota.id}
            variant="determinate"
            value={quota.value}
            aria-label={`${quota.label} storage, without track`}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
        <Typography variant="body2" sx={{width: 120}}>
          With a track
        </Typography>
        {quotas.map((quota) => (
          <Stack key={quota.id} spacing={0.5} sx={{alignItems: 'center'}}>
            <CircularProgressWithTrack variant="determinate" value={quota.value} aria-labelledby={quota.id} />
            <Typography variant="caption" id={quota.id}>
              {quota.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
