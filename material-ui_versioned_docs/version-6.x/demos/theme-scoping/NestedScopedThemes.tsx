import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, THEME_ID} from '@mui/material/styles';
import styled from '@mui/system/styled';
import SystemThemeProvider from '@mui/system/ThemeProvider';

// An in-house component that reads `theme.palette.primary.main` from its own theme.
const HouseBadge = styled('span')(({theme}) => ({
  padding: '4px 10px',
  borderRadius: 999,
  color: '#fff',
  fontSize: 13,
  fontWeight: 600,
  backgroundColor: theme.palette.primary.main,
}));

const houseTheme = {palette: {primary: {main: '#6a1b9a'}}};
const appTheme = createTheme({palette: {primary: {main: '#e65100'}}});
const sectionTheme = createTheme({palette: {primary: {main: '#2e7d32'}}});

function Row() {
  return (
    <Stack direction="row" spacing={1.5} sx={{alignItems: 'center'}}>
      <HouseBadge>House badge</HouseBadge>
      <Button variant="contained" size="small">
        Material button
      </Button>
    </Stack>
  );
}

export default function NestedScopedThemes() {
  return (
    <SystemThemeProvider theme={houseTheme}>
      <ThemeProvider theme={{[THEME_ID]: appTheme}}>
        <Stack spacing={2} sx={{width: '100%'}}>
          <Typography variant="subtitle2" component="h3">
            Outer scope: purple house theme, orange Material UI theme
          </Typography>
          <Row />
          <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
            <Paper variant="outlined" sx={{p: 2, flex: 1, minWidth: 220}}>
              <Typography variant="body2" sx={{mb: 1.5}}>
                Nested green theme, passed with THEME_ID
              </Typography>
              <ThemeProvider theme={{[THEME_ID]: sectionTheme}}>
                <Row />
              </ThemeProvider>
            </Paper>
            <Paper variant="outlined" sx={{p: 2, flex: 1, minWidth: 220}}>
              <Typography variant="body2" sx={{mb: 1.5}}>
                Nested green theme, passed without THEME_ID
              </Typography>
              <ThemeProvider theme={sectionTheme}>
                <Row />
              </ThemeProvider>
            </Paper>
          </Stack>
        </Stack>
      </ThemeProvider>
    </SystemThemeProvider>
  );
}
