import * as React from 'react';
import Box from '@mui/material/Box';

const steps = ['Pick a plan', 'Add your team', 'Connect a repository'];

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="onboarding-title"
      sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 360}}>
      <Box component="h3" id="onboarding-title" sx={{m: 0, typography: 'subtitle1', fontWeight: 600}}>
        Getting started
      </Box>
      <Box component="ol" sx={{m: 0, mt: 1, pl: 3, color: 'text.secondary'}}>
        {steps.map((step) => (
          <Box component="li" key={step} sx={{py: 0.5}}>
            {step}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
