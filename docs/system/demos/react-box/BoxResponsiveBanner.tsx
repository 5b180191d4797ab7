import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

export default function BoxResponsiveBanner() {
  const theme = useTheme();
  const {values, unit} = theme.breakpoints;

  return (
    <Box
      sx={{
        display: 'flex',
        // A column on narrow screens, a row from the sm breakpoint up.
        flexDirection: {xs: 'column', sm: 'row'},
        alignItems: {xs: 'stretch', sm: 'center'},
        gap: {xs: 1.5, sm: 3},
        p: {xs: 2, md: 3},
        width: '100%',
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}>
      <Box sx={{flexGrow: 1}}>
        <Box component="p" sx={{m: 0, fontWeight: 600, fontSize: {xs: 16, md: 18}}}>
          Storage almost full
        </Box>
        <Box component="p" sx={{m: 0, mt: 0.5, fontSize: 14}}>
          Stacked below {values.sm}
          {unit}, side by side from there, with more padding from {values.md}
          {unit}.
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          px: 2,
          py: 1,
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          border: 0,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': {outline: '2px solid', outlineColor: 'background.paper', outlineOffset: 2},
        }}>
        Upgrade plan
      </Box>
    </Box>
  );
}
