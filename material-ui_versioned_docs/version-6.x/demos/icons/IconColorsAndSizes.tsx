import * as React from 'react';
import Stack from '@mui/material/Stack';
import AlarmIcon from '@mui/icons-material/Alarm';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function IconColorsAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <AlarmIcon fontSize="small" />
        <AlarmIcon />
        <AlarmIcon fontSize="large" />
        <AlarmIcon sx={{fontSize: 48}} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FavoriteIcon color="error" />
        <CloudDoneIcon color="success" />
        <WarningAmberIcon color="warning" />
        <AlarmIcon color="primary" />
        <AlarmIcon color="action" />
        <AlarmIcon color="disabled" />
        <AlarmIcon htmlColor="#8e44ad" />
      </Stack>
    </Stack>
  );
}
