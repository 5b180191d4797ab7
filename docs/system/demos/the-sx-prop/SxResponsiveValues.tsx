import Box from '@mui/system/Box';

export default function SxResponsiveValues() {
  return (
    <Box
      sx={{
        display: 'grid',
        // Object syntax: each key applies from that breakpoint up.
        gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)'},
        // Array syntax: values in breakpoint order (xs, sm, md...).
        gap: [1, 2],
        width: '100%',
      }}>
      {['Plan', 'Build', 'Test', 'Ship'].map((stage) => (
        <Box
          key={stage}
          sx={{
            p: {xs: 1.5, md: 2},
            borderRadius: 1,
            bgcolor: 'action.hover',
            textAlign: {xs: 'left', md: 'center'},
            fontSize: 14,
          }}>
          {stage}
        </Box>
      ))}
    </Box>
  );
}
