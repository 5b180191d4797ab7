import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyButton: {
      // Props every Button gets unless it sets them itself.
      defaultProps: {variant: 'soft', size: 'sm'},
      styleOverrides: {
        // `ownerState` holds the resolved props, so styles can depend on them.
        root: ({ownerState}) => ({
          borderRadius: '999px',
          ...(ownerState.color === 'danger' && {fontWeight: 700}),
        }),
      },
    },
  },
});

export default function ThemeComponentDefaults() {
  return (
    // Scoped to this demo: no attribute on <html>, and the page's CSS variables are reused.
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button>Save</Button>
        <Button color="neutral">Preview</Button>
        <Button color="danger">Delete</Button>
        <Button variant="solid" size="md">
          Publish
        </Button>
      </Stack>
    </CssVarsProvider>
  );
}
