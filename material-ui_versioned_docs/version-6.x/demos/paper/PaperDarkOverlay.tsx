import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// A dark theme for this demo only, so the overlay shows whatever mode the site is in.
const darkTheme = createTheme({palette: {mode: 'dark'}});

const elevations = [0, 1, 2, 4, 8, 12, 16, 24];

export default function PaperDarkOverlay() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 2,
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.default',
          color: 'text.primary',
        }}>
        {elevations.map((elevation) => (
          <Paper
            key={elevation}
            elevation={elevation}
            sx={{height: 72, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
            <Typography variant="body2">{`elevation ${elevation}`}</Typography>
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
