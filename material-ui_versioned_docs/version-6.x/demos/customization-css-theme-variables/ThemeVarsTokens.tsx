import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {alpha, useTheme} from '@mui/material/styles';
// Types `theme.vars`, which v6 leaves out of the default Theme type (see TypeScript below).
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function ThemeVarsTokens() {
  const theme = useTheme();
  // With CSS variables enabled, `theme.vars` holds `var(--...)` references;
  // otherwise fall back to the plain theme values.
  const palette = (theme.vars || theme).palette;
  const tokens = [
    {name: 'palette.primary.main', value: palette.primary.main},
    {name: 'palette.secondary.main', value: palette.secondary.main},
    {name: 'palette.background.paper', value: palette.background.paper},
    {name: 'palette.text.secondary', value: palette.text.secondary},
  ];

  return (
    <Stack spacing={1} sx={{width: '100%', maxWidth: 520}}>
      {tokens.map((token) => (
        <Stack key={token.name} direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
          <Box
            aria-hidden
            sx={{width: 28, height: 28, flexShrink: 0, borderRadius: 1, bgcolor: token.value, border: 1, borderColor: 'divider'}}
          />
          <Box sx={{minWidth: 0}}>
            <Typography variant="body2" sx={{fontWeight: 600}}>
              {token.name}
            </Typography>
            <Typography variant="caption" component="code" sx={{color: 'text.secondary', fontFamily: 'monospace'}}>
              {token.value}
            </Typography>
          </Box>
        </Stack>
      ))}
      <Box
        sx={(t) => ({
          mt: 1,
          p: 1.5,
          borderRadius: 1,
          // alpha() needs a real color, so with variables build rgba() from the channel variable.
          bgcolor: t.vars
            ? `rgba(${t.vars.palette.primary.mainChannel} / 0.12)`
            : alpha(t.palette.primary.main, 0.12),
          color: 'primary.main',
        })}>
        <Typography variant="body2">A tinted panel: primary.main at 12% opacity, from its channel variable</Typography>
      </Box>
    </Stack>
  );
}
