import Box from '@mui/system/Box';

const areaSx = {p: 2, borderRadius: 1, fontSize: 14, bgcolor: 'action.hover'} as const;

export default function CssGridAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        width: '100%',
        gridTemplateColumns: {xs: '1fr', sm: '180px 1fr'},
        // Each string is one row; the names place the children below.
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
      }}>
      <Box sx={{...areaSx, gridArea: 'header', bgcolor: 'primary.main', color: 'primary.contrastText'}}>Header</Box>
      <Box sx={{...areaSx, gridArea: 'sidebar'}}>Sidebar</Box>
      <Box sx={{...areaSx, gridArea: 'main', minHeight: 120}}>Main</Box>
      <Box sx={{...areaSx, gridArea: 'footer', border: 1, borderColor: 'divider', bgcolor: 'transparent'}}>Footer</Box>
    </Box>
  );
}
