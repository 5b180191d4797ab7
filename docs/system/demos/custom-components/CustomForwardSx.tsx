import * as React from 'react';
import Box from '@mui/system/Box';
import type {SxProps} from '@mui/system/styleFunctionSx';
import type {Theme} from '@mui/system/createTheme';

interface CalloutProps {
  title: string;
  children: React.ReactNode;
  sx?: SxProps<Theme>;
}

function Callout({title, children, sx = []}: CalloutProps) {
  return (
    <Box
      role="note"
      // The component's styles first, then the caller's sx, whatever its shape.
      sx={[
        {p: 2, borderLeft: 4, borderColor: 'primary.main', borderRadius: 1, bgcolor: 'action.hover', fontSize: 14},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}>
      <Box sx={{fontWeight: 'bold', mb: 0.5}}>{title}</Box>
      {children}
    </Box>
  );
}

export default function CustomForwardSx() {
  return (
    <Box sx={{display: 'grid', gap: 2, maxWidth: 440}}>
      <Callout title="Default">The callout&apos;s own styles.</Callout>
      <Callout title="With an sx object" sx={{borderColor: 'text.secondary', maxWidth: 300}}>
        A different border colour and a narrower width.
      </Callout>
      <Callout title="With an sx array" sx={[{p: 3}, (theme) => theme.applyStyles('dark', {bgcolor: 'transparent'})]}>
        More padding, and no background in dark mode.
      </Callout>
    </Box>
  );
}
