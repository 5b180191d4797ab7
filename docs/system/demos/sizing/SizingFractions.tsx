import Box from '@mui/system/Box';

const widths: (number | string)[] = [0.25, 0.5, 0.75, 1, 240, '12rem', 'fit-content'];

export default function SizingFractions() {
  return (
    <Box sx={{display: 'grid', gap: 1, width: '100%', p: 1, borderRadius: 1, bgcolor: 'action.hover'}}>
      {widths.map((width) => (
        <Box
          key={width}
          sx={{
            width,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            whiteSpace: 'nowrap',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 13,
          }}>
          width: {typeof width === 'number' ? width : `'${width}'`}
        </Box>
      ))}
    </Box>
  );
}
