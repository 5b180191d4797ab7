import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const fileName = 'quarterly-report-final-version-reviewed-by-legal-2024.pdf';

export default function TypographyNoWrap() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
      <Sheet variant="outlined" sx={{width: 220, p: 1.5, borderRadius: 'sm'}}>
        <Typography level="title-sm" noWrap title={fileName}>
          {fileName}
        </Typography>
        <Typography level="body-xs">noWrap</Typography>
      </Sheet>
      <Sheet variant="outlined" sx={{width: 220, p: 1.5, borderRadius: 'sm'}}>
        <Typography level="title-sm" sx={{overflowWrap: 'anywhere'}}>
          {fileName}
        </Typography>
        <Typography level="body-xs">wrapping</Typography>
      </Sheet>
    </Stack>
  );
}
