import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function TypographySemantics() {
  return (
    <Sheet variant="outlined" sx={{p: 2, borderRadius: 'md', maxWidth: 420}}>
      {/* Looks like a title, is a level-2 heading for assistive technology. */}
      <Typography component="h2" level="title-lg">
        Release notes
      </Typography>
      {/* Looks like a small label, is a paragraph. */}
      <Typography level="body-xs" component="p" textColor="text.tertiary" sx={{mb: 1}}>
        Version 4.2 · 12 March
      </Typography>
      {/* The default level is body-md, rendered as a p. */}
      <Typography>
        Faster search, a new export format, and fixes for the issues reported since the last release.{' '}
        <Typography sx={{fontWeight: 'lg'}}>Nested Typography</Typography> renders as a span and inherits the level of
        its parent.
      </Typography>
    </Sheet>
  );
}
