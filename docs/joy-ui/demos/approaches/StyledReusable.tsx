import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {styled} from '@mui/joy/styles';

// A reusable element built from theme tokens. It follows the colour scheme
// because `theme.vars` holds CSS variables, not raw values.
const Kbd = styled('kbd')(({theme}) => ({
  ...theme.typography['body-xs'],
  fontFamily: theme.vars.fontFamily.code,
  display: 'inline-block',
  minWidth: '1.5em',
  padding: '0.125em 0.5em',
  textAlign: 'center',
  color: theme.vars.palette.text.primary,
  backgroundColor: theme.vars.palette.background.level1,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderBottomWidth: 2,
  borderRadius: theme.vars.radius.xs,
}));

export default function StyledReusable() {
  return (
    <Stack spacing={1}>
      <Typography level="body-md">
        Press <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> to open the command palette.
      </Typography>
      <Typography level="body-md">
        Press <Kbd>Esc</Kbd> to close it again.
      </Typography>
    </Stack>
  );
}
