import * as React from 'react';
import Box from '@mui/joy/Box';

const steps = ['Choose a plan', 'Add your team', 'Connect your data'];

export default function BoxComponent() {
  const titleId = React.useId();

  return (
    <Box component="section" aria-labelledby={titleId} sx={{maxWidth: 360}}>
      <Box component="p" id={titleId} sx={{m: 0, mb: 1, fontWeight: 'lg', color: 'text.primary'}}>
        Getting set up
      </Box>
      <Box component="ol" sx={{m: 0, pl: 3, display: 'grid', gap: 0.5, color: 'text.secondary'}}>
        {steps.map((step) => (
          <Box component="li" key={step}>
            {step}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
