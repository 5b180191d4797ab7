import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiAlert: {
      // Outlined unless the caller asks for another variant.
      defaultProps: {variant: 'outlined'},
      styleOverrides: {
        root: ({theme}) => ({
          borderLeftWidth: 6,
          // theme.unstable_sx accepts the sx shorthand inside an override.
          ...theme.unstable_sx({py: 0.5, px: 2, borderRadius: 1}),
          // Conditional styles for this slot, matched against the props.
          variants: [
            {
              props: {severity: 'error'},
              style: {borderLeftWidth: 10, fontWeight: 500},
            },
            {
              props: {variant: 'filled'},
              style: {borderLeftWidth: 0},
            },
          ],
        }),
        icon: {alignSelf: 'center'},
      },
    },
    MuiAlertTitle: {
      styleOverrides: {
        root: {marginBottom: 0, fontWeight: 700},
      },
    },
  },
});

export default function ThemeSlotVariants() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1.5} sx={{width: '100%', maxWidth: 480, mx: 'auto'}}>
        <Alert severity="info">Backups run every night at 02:00.</Alert>
        <Alert severity="error">
          <AlertTitle>Sync failed</AlertTitle>
          Two files could not be uploaded.
        </Alert>
        <Alert severity="success" variant="filled">
          Settings saved.
        </Alert>
      </Stack>
    </ThemeProvider>
  );
}
