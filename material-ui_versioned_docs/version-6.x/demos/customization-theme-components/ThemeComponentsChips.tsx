import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiChip: {
      // New defaults: every Chip is small unless a size is passed.
      defaultProps: {size: 'small'},
      styleOverrides: {
        // A function receives the theme and the ownerState (the props plus internal state).
        root: ({theme, ownerState}) => ({
          borderRadius: theme.shape.borderRadius,
          fontWeight: ownerState.color === 'default' ? 400 : 600,
        }),
        label: {letterSpacing: 0.2},
      },
      // Extra styles for one combination of props.
      variants: [
        {
          props: {variant: 'outlined'},
          style: {borderStyle: 'dashed'},
        },
      ],
    },
    MuiButton: {
      defaultProps: {disableElevation: true},
      variants: [
        {
          // A function matches any condition on the props.
          props: (props) => props.variant === 'contained' && props.color === 'error',
          style: {textTransform: 'uppercase', letterSpacing: 1},
        },
      ],
    },
  },
});

export default function ThemeComponentsChips() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{alignItems: 'center'}}>
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
          <Chip label="Draft" />
          <Chip label="In review" color="warning" />
          <Chip label="Published" color="success" />
          <Chip label="Archived" variant="outlined" />
          <Chip label="Featured" size="medium" color="primary" />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Save</Button>
          <Button variant="contained" color="error">
            Delete
          </Button>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
