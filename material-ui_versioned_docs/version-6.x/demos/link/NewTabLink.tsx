import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import visuallyHidden from '@mui/utils/visuallyHidden';

export default function NewTabLink() {
  return (
    <Typography sx={{maxWidth: 520}}>
      Keep this page open while you read the{' '}
      <Link
        href="/material-ui/api/link"
        target="_blank"
        rel="noopener noreferrer"
        sx={{display: 'inline-flex', alignItems: 'center', gap: 0.25}}>
        Link API reference
        <OpenInNewIcon aria-hidden fontSize="inherit" />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>
      .
    </Typography>
  );
}
