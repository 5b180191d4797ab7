import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

const PillButton = styled(Button)(({theme}) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  backgroundColor: theme.palette.success.main,
  color: theme.palette.success.contrastText,
  '&:hover': {
    backgroundColor: theme.palette.success.dark,
    boxShadow: 'none',
  },
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.palette.success.light}`,
    outlineOffset: 2,
  },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <PillButton variant="contained">Start free trial</PillButton>
      <Button variant="outlined" sx={{textTransform: 'none', borderWidth: 2, '&:hover': {borderWidth: 2}}}>
        Talk to sales
      </Button>
    </Stack>
  );
}
