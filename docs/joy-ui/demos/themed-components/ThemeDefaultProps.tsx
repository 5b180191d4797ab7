import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyInput: {
      defaultProps: {variant: 'soft', size: 'sm'},
    },
    JoyChip: {
      defaultProps: {variant: 'outlined', color: 'primary', size: 'sm'},
    },
  },
});

export default function ThemeDefaultProps() {
  return (
    // Scoped to this demo; the page's CSS variables are reused, so no style sheet is generated.
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext disableStyleSheetGeneration>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <Input placeholder="Uses the theme's defaults" aria-label="Project name" />
        <Input placeholder="Sets its own variant and size" aria-label="Owner" variant="outlined" size="md" />
        <Stack direction="row" spacing={1}>
          <Chip>Default from theme</Chip>
          <Chip color="success">Own colour</Chip>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
