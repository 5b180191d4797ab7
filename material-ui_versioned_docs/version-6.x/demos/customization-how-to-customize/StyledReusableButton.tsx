import Button, {buttonClasses} from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// Defined once at module level, then used like any other component.
const PillButton = styled(Button)(({theme}) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
  fontWeight: 700,
  letterSpacing: 0.3,
  [`&.${buttonClasses.disabled}`]: {
    borderStyle: 'dashed',
  },
}));

export default function StyledReusableButton() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <PillButton variant="contained">Follow</PillButton>
      <PillButton variant="outlined">Message</PillButton>
      <PillButton variant="outlined" disabled>
        Blocked
      </PillButton>
    </Stack>
  );
}
