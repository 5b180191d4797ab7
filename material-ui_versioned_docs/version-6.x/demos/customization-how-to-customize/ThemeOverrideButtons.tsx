import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import PublishIcon from '@mui/icons-material/Publish';

const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: {
        disableElevation: true,
      },
      styleOverrides: {
        root: {
          borderRadius: 2,
          textTransform: 'none',
        },
        // Slot keys match the CSS class keys listed on the API page.
        startIcon: {
          marginRight: 4,
        },
      },
    },
  },
});

export default function ThemeOverrideButtons() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{p: 2, width: '100%'}}>
        <Typography variant="body2" sx={{mb: 2, color: 'text.secondary'}}>
          Every Button below this ThemeProvider gets the same 2px corners, no shadow and sentence-case label.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
          <Button variant="contained" startIcon={<PublishIcon />}>
            Publish
          </Button>
          <Button variant="outlined">Preview</Button>
          <Button>Discard</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
