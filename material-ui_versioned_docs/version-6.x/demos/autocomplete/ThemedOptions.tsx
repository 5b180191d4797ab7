import * as React from 'react';
import Autocomplete, {autocompleteClasses} from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {ThemeProvider, useTheme, type Theme} from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

const languages = ['Go', 'Haskell', 'Kotlin', 'Python', 'Rust', 'Swift', 'TypeScript'];
const editors = [
  {label: 'Emacs', id: 'emacs'},
  {label: 'Helix', id: 'helix'},
  {label: 'Neovim', id: 'neovim'},
  {label: 'Visual Studio Code', id: 'vscode'},
  {label: 'Zed', id: 'zed'},
];

// In an app this goes into the theme passed to createTheme. Here it extends the site's
// current theme, so the change stays inside this demo and keeps the light or dark palette.
function withAutocompleteDefaults(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiAutocomplete: {
        defaultProps: {
          // The fourth argument, ownerState, gives each Autocomplete's own getOptionLabel,
          // so one renderOption works for strings and objects alike.
          renderOption: (props, option, {selected}, ownerState) => {
            const {key, ...optionProps} = props;
            return (
              <Box component="li" key={key} {...optionProps} sx={{gap: 1}}>
                <CheckIcon aria-hidden fontSize="small" sx={{visibility: selected ? 'visible' : 'hidden'}} />
                {ownerState.getOptionLabel(option)}
              </Box>
            );
          },
        },
        styleOverrides: {
          paper: ({theme}) => ({border: `1px solid ${theme.palette.divider}`, marginTop: 4}),
          listbox: ({theme}) => ({
            [`& .${autocompleteClasses.option}`]: {borderRadius: theme.shape.borderRadius, margin: '0 4px'},
          }),
        },
      },
    },
  };
}

export default function ThemedOptions() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withAutocompleteDefaults(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{width: 320}}>
        <Autocomplete
          options={languages}
          defaultValue="Rust"
          renderInput={(params) => <TextField {...params} label="Language" />}
        />
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={editors}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label="Editors" />}
        />
      </Stack>
    </ThemeProvider>
  );
}
