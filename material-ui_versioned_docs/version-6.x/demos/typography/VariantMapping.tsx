import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {TypographyProps} from '@mui/material/Typography';

// Inside this widget the page already has an h2 above it, so its headings start at h3,
// and the subtitles are plain paragraphs rather than the default h6.
const widgetMapping: TypographyProps['variantMapping'] = {
  h4: 'h3',
  h6: 'h4',
  subtitle1: 'p',
  subtitle2: 'p',
};

export default function VariantMapping() {
  return (
    <Paper variant="outlined" sx={{p: 2, maxWidth: 420}}>
      <Typography variant="h4" variantMapping={widgetMapping} gutterBottom>
        Weather
      </Typography>
      <Typography variant="subtitle1" variantMapping={widgetMapping} color="text.secondary">
        Rendered as a p, styled as subtitle1
      </Typography>
      <Typography variant="h6" variantMapping={widgetMapping} sx={{mt: 2}}>
        Tomorrow (an h4, styled as h6)
      </Typography>
      <Typography variant="body2" variantMapping={widgetMapping}>
        Light rain in the morning, clearing by noon. Highs of 14 °C.
      </Typography>
    </Paper>
  );
}
