import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, {inputClasses} from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';
import MailIcon from '@mui/icons-material/Email';

const theme = extendTheme({
  components: {
    JoyInput: {
      styleOverrides: {
        // Each key is a slot of the component.
        root: ({theme}) => ({
          [`&.${inputClasses.focused}`]: {
            backgroundColor: theme.vars.palette.background.surface,
          },
        }),
        input: {
          fontVariantNumeric: 'tabular-nums',
          '&::placeholder': {fontStyle: 'italic'},
        },
        startDecorator: ({theme}) => ({
          color: theme.vars.palette.primary.plainColor,
        }),
      },
    },
    JoyFormLabel: {
      styleOverrides: {
        root: {textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.75rem'},
      },
    },
  },
});

export default function SlotStyleOverrides() {
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input startDecorator={<MailIcon />} placeholder="name@example.com" />
          <FormHelperText>The placeholder, the icon and the label come from the theme.</FormHelperText>
        </FormControl>
        <FormControl disabled>
          <FormLabel>Order number</FormLabel>
          <Input defaultValue="100432" />
        </FormControl>
      </Stack>
    </CssVarsProvider>
  );
}
