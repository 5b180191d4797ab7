import Box from '@mui/system/Box';

const cellSx = {p: 1.5, borderRadius: 1, fontSize: 13, fontFamily: 'monospace', bgcolor: 'action.selected'} as const;

export default function CssGridColumns() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)'},
        gap: 1,
        width: '100%',
      }}>
      <Box sx={{...cellSx, gridColumn: 'span 2', bgcolor: 'primary.main', color: 'primary.contrastText'}}>
        gridColumn: span 2
      </Box>
      <Box sx={cellSx}>1 column</Box>
      <Box sx={cellSx}>1 column</Box>
      <Box sx={{...cellSx, gridColumn: '1 / -1'}}>gridColumn: 1 / -1 (full row)</Box>
      <Box sx={{...cellSx, gridRow: 'span 2'}}>gridRow: span 2</Box>
      <Box sx={cellSx}>1 column</Box>
      <Box sx={cellSx}>1 column</Box>
      <Box sx={cellSx}>1 column</Box>
    </Box>
  );
}
