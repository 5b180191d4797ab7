import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

// Factors to try: the lengths themselves come from the theme.
const factors = [0, 0.5, 1, 2, 3, 4, 6, 8];

const cellSx = {px: 1.5, py: 0.75, textAlign: 'left', borderBottom: 1, borderColor: 'divider'} as const;

export default function SpacingScale() {
  const theme = useTheme();
  return (
    <Box component="table" sx={{width: '100%', borderCollapse: 'collapse', fontSize: 14}}>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={cellSx}>
            Factor
          </Box>
          <Box component="th" scope="col" sx={cellSx}>
            theme.spacing(factor)
          </Box>
          <Box component="th" scope="col" sx={{...cellSx, width: '40%'}}>
            Length
          </Box>
        </tr>
      </thead>
      <tbody>
        {factors.map((factor) => (
          <tr key={factor}>
            <Box component="th" scope="row" sx={{...cellSx, fontFamily: 'monospace'}}>
              {factor}
            </Box>
            <Box component="td" sx={{...cellSx, fontFamily: 'monospace'}}>
              {theme.spacing(factor)}
            </Box>
            <Box component="td" sx={cellSx}>
              {/* An empty box whose left padding is the same factor, so its width is theme.spacing(factor). */}
              <Box sx={{width: 'fit-content', height: 12, pl: factor, bgcolor: 'primary.main', borderRadius: 0.5}} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
