import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ownerState, theme}) => ({
          // Applies to every Button.
          fontWeight: theme.vars.fontWeight.lg,
          // Applies depending on the props the instance resolved to.
          ...(ownerState.variant === 'outlined' && {borderWidth: 2}),
          ...(ownerState.size === 'lg' && {
            paddingInline: '2rem',
            letterSpacing: '0.02em',
          }),
          ...(ownerState.variant === 'solid' &&
            ownerState.color === 'primary' && {
              boxShadow: theme.vars.shadow.sm,
            }),
        }),
      },
    },
  },
});

export default function OwnerStateStyles() {
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Button>Solid primary</Button>
        <Button variant="outlined">Outlined</Button>
        <Button size="lg" color="success">
          Large
        </Button>
        <Button variant="soft" color="neutral">
          Soft neutral
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
