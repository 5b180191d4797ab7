import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {outlinedInputClasses} from '@mui/material/OutlinedInput';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// In an app these entries go into the theme passed to createTheme. Here they extend the
// site's current theme, so the change stays inside this demo and keeps its light or dark palette.
function withFieldOverrides(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiTextField: {
        defaultProps: {size: 'small'},
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({theme}) => ({
            borderRadius: 20,
            [`&:hover .${outlinedInputClasses.notchedOutline}`]: {borderColor: theme.palette.secondary.light},
            [`&.${outlinedInputClasses.focused} .${outlinedInputClasses.notchedOutline}`]: {
              borderColor: theme.palette.secondary.main,
            },
          }),
          notchedOutline: ({theme}) => ({borderColor: theme.palette.divider, paddingLeft: 14}),
        },
      },
      MuiInputLabel: {
        styleOverrides: {
          root: ({theme}) => ({
            marginLeft: 6,
            '&.Mui-focused': {color: theme.palette.secondary.main},
          }),
        },
      },
    },
  };
}

export default function CustomizedInputsStyleOverrides() {
  return (
    <ThemeProvider theme={withFieldOverrides}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField label="First name" autoComplete="given-name" />
        <TextField label="Last name" autoComplete="family-name" />
      </Stack>
    </ThemeProvider>
  );
}
