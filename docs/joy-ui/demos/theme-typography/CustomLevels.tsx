import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';
import type {ReactNode} from 'react';

const theme = extendTheme({
  typography: {
    h2: {fontSize: 'var(--joy-fontSize-xl4)', letterSpacing: '-0.04em'},
    'title-sm': {textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 'var(--joy-fontWeight-lg)'},
    'body-md': {fontFamily: 'Georgia, "Times New Roman", serif', lineHeight: 'var(--joy-lineHeight-lg)'},
  },
});

function Article({label}: {label: ReactNode}) {
  return (
    <Card variant="outlined" sx={{flex: 1, minWidth: 240}}>
      <Typography level="title-sm" component="p">
        {label}
      </Typography>
      <Typography level="h2" component="p">
        Field notes
      </Typography>
      <Typography level="body-md">
        Levels are plain style objects in the theme, so a change reaches every Typography that uses the level.
      </Typography>
    </Card>
  );
}

export default function CustomLevels() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Article label="Default levels" />
      {/* A nested provider for this demo only; the page's CSS variables are reused. */}
      <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
        <Article label="Customised levels" />
      </CssVarsProvider>
    </Stack>
  );
}
