import Box from '@mui/system/Box';
import {handleBreakpoints} from '@mui/system/breakpoints';
import type {Theme} from '@mui/system/createTheme';
import ThemeProvider from '@mui/system/ThemeProvider';

// Three new sx keys, added to the theme the demo renders in. Defined once, outside the component.
function withShorthands(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    unstable_sxConfig: {
      ...outerTheme.unstable_sxConfig,
      // `style`: full control. Sets width and height from the spacing scale, per breakpoint if needed.
      size: {
        style: ({size, theme}) =>
          handleBreakpoints({theme}, size, (value: number) => ({
            width: theme.spacing(value),
            height: theme.spacing(value),
          })),
      },
      // `style` again: one key for a background and its matching text colour.
      tone: {
        style: ({tone, theme}) => {
          const palette = (theme.vars ?? theme).palette;
          return {backgroundColor: palette[tone].main, color: palette[tone].contrastText};
        },
      },
      // `themeKey` + `transform` + `cssProperty`: a palette colour turned into a focus-style ring.
      ring: {
        themeKey: 'palette',
        cssProperty: 'boxShadow',
        transform: (color) => `0 0 0 3px ${String(color)}`,
      },
    },
  };
}

const labelSx = {fontFamily: 'monospace', fontSize: 13} as const;

export default function SxConfigShorthands() {
  return (
    // Scoped to this demo: the rest of the page keeps the default configuration.
    <ThemeProvider theme={withShorthands}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 4}}>
        <Box sx={{display: 'grid', justifyItems: 'center', gap: 1}}>
          <Box sx={{size: {xs: 6, sm: 10}, tone: 'primary', borderRadius: '50%'}} />
          <Box component="code" sx={labelSx}>
            {`size: { xs: 6, sm: 10 }`}
          </Box>
        </Box>
        <Box sx={{display: 'grid', justifyItems: 'center', gap: 1}}>
          <Box sx={{tone: 'secondary', px: 2, py: 1, borderRadius: 1, fontSize: 14}}>Secondary</Box>
          <Box component="code" sx={labelSx}>
            {`tone: 'secondary'`}
          </Box>
        </Box>
        <Box sx={{display: 'grid', justifyItems: 'center', gap: 1}}>
          <Box sx={{ring: 'success.main', size: 8, borderRadius: 1, bgcolor: 'background.paper'}} />
          <Box component="code" sx={labelSx}>
            {`ring: 'success.main'`}
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
