import Box from '@mui/material/Box';

export default function PaletteCard() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 360,
        p: 2.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}>
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1}}>
        <Box component="h3" sx={{m: 0, fontSize: 18}}>
          Nightly backup
        </Box>
        <Box
          component="span"
          sx={{px: 1, py: 0.25, borderRadius: 1, fontSize: 12, bgcolor: 'success.main', color: 'success.contrastText'}}>
          Passed
        </Box>
      </Box>
      <Box component="p" sx={{m: 0, mb: 2, color: 'text.secondary', fontSize: 14}}>
        Finished at 02:14 after 6 minutes. 1,204 files were copied.
      </Box>
      <Box sx={{pt: 2, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1}}>
        <Box
          component="button"
          type="button"
          sx={{
            px: 2,
            py: 0.75,
            font: 'inherit',
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': {bgcolor: 'primary.dark'},
            '&:focus-visible': {outline: 2, outlineColor: 'primary.main', outlineOffset: 2},
          }}>
          View log
        </Box>
      </Box>
    </Box>
  );
}
