import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

// Every level of the default theme's shadow scale, from 0 to 24.
const elevations = Array.from({length: 25}, (_, index) => index);

export default function PaperElevation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
        gap: 2,
        p: 2,
        bgcolor: 'background.default',
      }}>
      {elevations.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            typography: 'body2',
          }}>
          {elevation}
        </Paper>
      ))}
    </Box>
  );
}
