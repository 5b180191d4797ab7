import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {TypographyProps} from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyScale() {
  return (
    <Box sx={{width: '100%', overflow: 'hidden'}}>
      {variants.map((variant) => (
        <Box key={variant} sx={{display: 'flex', alignItems: 'baseline', gap: 2, py: 0.5}}>
          <Typography variant="caption" color="text.secondary" component="code" sx={{minWidth: 72}}>
            {variant}
          </Typography>
          <Typography variant={variant} component="div" noWrap sx={{minWidth: 0}}>
            Quiet harbour
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
