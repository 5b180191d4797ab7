import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const quotas = [
  {id: 'quota-photos', label: 'Photos', value: 20},
  {id: 'quota-mail', label: 'Mail', value: 55},
  {id: 'quota-backups', label: 'Backups', value: 85},
];

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
          With enableTrackSlot
        </Typography>
        {quotas.map((quota) => (
          <Stack key={quota.id} spacing={0.5} sx={{alignItems: 'center'}}>
            <CircularProgress
              variant="determinate"
              value={quota.value}
              enableTrackSlot
              aria-labelledby={quota.id}
            />
            <Typography variant="caption" id={quota.id}>
              {quota.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
