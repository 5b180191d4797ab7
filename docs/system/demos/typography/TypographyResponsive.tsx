import * as React from 'react';
import Box from '@mui/material/Box';

export default function TypographyResponsive() {
  const headingId = React.useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{maxWidth: 520, mx: 'auto', textAlign: {xs: 'left', sm: 'center'}}}>
      <Box
        component="p"
        sx={{m: 0, mb: 1, typography: 'overline', color: 'primary.main', letterSpacing: 2, textTransform: 'uppercase'}}>
        Pricing
      </Box>
      <Box
        component="h3"
        id={headingId}
        sx={{m: 0, mb: 1.5, typography: {xs: 'h5', md: 'h4'}, fontWeight: 'bold', lineHeight: 1.2}}>
        One plan, every feature
      </Box>
      <Box component="p" sx={{m: 0, typography: 'body1', color: 'text.secondary', fontStyle: 'italic'}}>
        The heading changes variant at the md breakpoint, and the text is left-aligned on phones and centred from sm.
      </Box>
    </Box>
  );
}
