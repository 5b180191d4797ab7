import Box from '@mui/system/Box';

export default function SxThemeValues() {
  return (
    <Box
      sx={{
        maxWidth: 420,
        p: 2, // 2 × theme.spacing
        borderRadius: 1, // 1 × theme.shape.borderRadius
        border: 1, // 1px solid
        borderColor: 'divider', // theme.palette.divider
        bgcolor: 'background.paper', // theme.palette.background.paper
        width: 1, // 100%
      }}>
      <Box sx={{mb: 1, fontWeight: 'bold', color: 'primary.main'}}>Theme-aware values</Box>
      <Box sx={{color: 'text.secondary', fontSize: 14}}>
        Every value in this card comes from the theme or from an sx shortcut, so it follows the theme&apos;s spacing,
        radius and colours.
      </Box>
    </Box>
  );
}
