import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import ForumIcon from '@mui/icons-material/Forum';

export default function DotBadges() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Badge variant="dot" color="warning">
          <UpdateIcon color="action" />
        </Badge>
        <Typography variant="body2">Update available</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
        <Badge variant="dot" color="primary">
          <ForumIcon color="action" />
        </Badge>
        <Typography variant="body2">New replies</Typography>
      </Stack>
      <Badge variant="dot" color="error">
        <Typography component="span">Billing</Typography>
      </Badge>
    </Stack>
  );
}
