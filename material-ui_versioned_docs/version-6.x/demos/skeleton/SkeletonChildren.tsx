import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonChildren() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}} aria-busy={loading}>
        {loading ? (
          <Skeleton variant="circular" component="div">
            <Avatar sx={{width: 56, height: 56}} />
          </Skeleton>
        ) : (
          <Avatar sx={{width: 56, height: 56, bgcolor: 'primary.main'}}>JT</Avatar>
        )}
        <Box sx={{minWidth: 0}}>
          {loading ? (
            <Skeleton component="div" width="100%">
              <Typography variant="h6">Jonas Tanaka</Typography>
            </Skeleton>
          ) : (
            <Typography variant="h6">Jonas Tanaka</Typography>
          )}
          {loading ? (
            <Skeleton component="div">
              <Typography variant="body2">Joined in March 2021</Typography>
            </Skeleton>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Joined in March 2021
            </Typography>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
