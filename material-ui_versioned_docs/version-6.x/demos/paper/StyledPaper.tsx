import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
// Types `theme.vars`, which v6 only declares once this augmentation is imported.
import type {} from '@mui/material/themeCssVarsAugmentation';

// A reusable tile: fixed size, centred text and a colour change in dark mode.
const Tile = styled(Paper)(({theme}) => ({
  width: 120,
  height: 120,
  padding: theme.spacing(2),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  ...theme.typography.body2,
  // theme.vars holds CSS variables when the app enables them, so the colours follow the scheme.
  backgroundColor: (theme.vars || theme).palette.primary.main,
  color: (theme.vars || theme).palette.primary.contrastText,
  ...theme.applyStyles('dark', {
    backgroundColor: (theme.vars || theme).palette.primary.dark,
  }),
}));

export default function StyledPaper() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tile elevation={0}>Flat tile</Tile>
      <Tile>Default shadow</Tile>
      <Tile elevation={6} square>
        Raised and square
      </Tile>
    </Stack>
  );
}
