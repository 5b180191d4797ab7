import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineLink() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Link href="/material-ui/react-typography" underline="always">
        underline=&quot;always&quot;
      </Link>
      <Link href="/material-ui/react-typography" underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="/material-ui/react-typography" underline="none">
        underline=&quot;none&quot;
      </Link>
    </Stack>
  );
}
