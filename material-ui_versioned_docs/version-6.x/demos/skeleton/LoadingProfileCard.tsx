import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LoadingProfileCard() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Paper variant="outlined" aria-busy={loading} sx={{p: 2, width: 320}}>
        <Stack direction="row" spacing={2} sx={{alignItems: 'center', mb: 2}}>
          {loading ? (
            <Skeleton variant="circular" width={48} height={48} />
          ) : (
            <Avatar sx={{width: 48, height: 48, bgcolor: 'secondary.main'}}>MO</Avatar>
          )}
          <Box sx={{flexGrow: 1}}>
            <Typography variant="subtitle1">{loading ? <Skeleton width="70%" /> : 'Maya Okafor'}</Typography>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {loading ? <Skeleton width="40%" /> : 'Product designer'}
            </Typography>
          </Box>
        </Stack>
        {loading ? (
          <Skeleton variant="rounded" height={72} animation="wave" />
        ) : (
          <Typography variant="body2">
            Works on the onboarding flow and the design system. Based in Lagos, usually online
            from 9:00 to 17:00 WAT.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
