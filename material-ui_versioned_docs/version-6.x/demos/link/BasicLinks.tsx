import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicLinks() {
  return (
    <Typography sx={{maxWidth: 520}}>
      Links share their font with the paragraph around them. Read the{' '}
      <Link href="/material-ui/react-typography">Typography guide</Link> for the type scale, check every
      prop in the <Link href="/material-ui/api/link">Link API reference</Link>, or ask a question on
      the <Link href="/material-ui/getting-started/support">support page</Link>.
    </Typography>
  );
}
