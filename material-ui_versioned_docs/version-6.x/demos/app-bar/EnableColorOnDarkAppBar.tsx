import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';

// A dark theme for this demo only, so both bars render as they would in dark mode.
const darkTheme = createTheme({palette: {mode: 'dark', primary: {main: '#1976d2'}}});

export default function EnableColorOnDarkAppBar() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Stack spacing={2} sx={{p: 2, borderRadius: 1, bgcolor: 'background.default'}}>
        <AppBar position="static" color="primary">
          <Toolbar variant="dense">
            <Typography variant="h6" component="p">
              Default: dark surface
            </Typography>
          </Toolbar>
        </AppBar>
        <AppBar position="static" color="primary" enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="h6" component="p">
              enableColorOnDark: primary colour
            </Typography>
          </Toolbar>
        </AppBar>
      </Stack>
    </ThemeProvider>
  );
}
