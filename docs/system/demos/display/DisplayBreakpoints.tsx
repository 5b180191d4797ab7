import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

const chipSx = {px: 1.5, py: 0.75, borderRadius: 1, fontFamily: 'monospace', fontSize: 13} as const;

export default function DisplayBreakpoints() {
  const theme = useTheme();
  const {keys, values, unit} = theme.breakpoints;

  return (
    <Box sx={{display: 'grid', gap: 1.5, width: '100%'}}>
      {keys.map((key, index) => {
        const next = keys[index + 1];
        return (
          <Box key={key} sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1}}>
            <Box sx={{width: 160, fontSize: 14}}>
              {key}: from {values[key]}
              {unit}
            </Box>
            {/* Shown from this breakpoint up. */}
            <Box
              sx={{
                ...chipSx,
                display: {xs: 'none', [key]: 'block'},
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}>
              {`{ xs: 'none', ${key}: 'block' }`}
            </Box>
            {/* Shown only until the next breakpoint. */}
            {next ? (
              <Box
                sx={{
                  ...chipSx,
                  display: {xs: 'none', [key]: 'block', [next]: 'none'},
                  border: 1,
                  borderColor: 'primary.main',
                }}>
                {`only ${key}`}
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
