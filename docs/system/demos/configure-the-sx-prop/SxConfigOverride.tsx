import Box from '@mui/system/Box';
import type {Theme} from '@mui/system/createTheme';
import ThemeProvider from '@mui/system/ThemeProvider';

const radii = {none: 0, sm: 4, md: 12, pill: 999};

// A named radius scale, and borderRadius remapped to read it instead of theme.shape.borderRadius.
function withRadii(outerTheme: Theme): Theme {
  const theme: Theme = {
    ...outerTheme,
    unstable_sxConfig: {...outerTheme.unstable_sxConfig, borderRadius: {themeKey: 'radii'}},
  };
  return Object.assign(theme, {radii});
}

const samples = ['sm', 'md', 'pill', 2] as const;

function Samples() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      {samples.map((value) => (
        <Box
          key={value}
          sx={{
            px: 2,
            py: 1,
            borderRadius: value,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 13,
          }}>
          {typeof value === 'number' ? `borderRadius: ${value}` : `borderRadius: '${value}'`}
        </Box>
      ))}
    </Box>
  );
}

export default function SxConfigOverride() {
  return (
    <Box sx={{display: 'grid', gap: 3}}>
      <div>
        <Box component="p" sx={{mt: 0, mb: 1, fontSize: 14, fontWeight: 600}}>
          Default configuration
        </Box>
        <Samples />
      </div>
      <div>
        <Box component="p" sx={{mt: 0, mb: 1, fontSize: 14, fontWeight: 600}}>
          borderRadius remapped to theme.radii
        </Box>
        <ThemeProvider theme={withRadii}>
          <Samples />
        </ThemeProvider>
      </div>
    </Box>
  );
}
