import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TextStyles() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 360}}>
      <Typography noWrap>
        Invoice 2024-118 for the redesign of the customer onboarding flow and help centre
      </Typography>
      <Typography align="center" variant="overline" component="p">
        Limited offer
      </Typography>
      <Typography color="error">Payment failed. Check your card details.</Typography>
      <Typography color="success.main" variant="body2">
        Backup completed.
      </Typography>
      <Typography variant="body2">
        Shipping is{' '}
        <Typography component="strong" variant="inherit" sx={{fontWeight: 'bold'}}>
          free
        </Typography>{' '}
        for orders above 50 euros.
      </Typography>
    </Stack>
  );
}
