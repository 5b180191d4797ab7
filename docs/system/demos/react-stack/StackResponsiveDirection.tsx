import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';
import useTheme from '@mui/system/useTheme';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function StackResponsiveDirection() {
  const theme = useTheme();
  const {values, unit} = theme.breakpoints;

  return (
    <Box sx={{width: '100%'}}>
      <Stack
        component="ol"
        direction={{xs: 'column', sm: 'row'}}
        spacing={{xs: 1, sm: 2}}
        sx={{m: 0, p: 0, listStyle: 'none'}}>
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{flex: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14}}>
            {index + 1}. {step}
          </Box>
        ))}
      </Stack>
      <Box component="p" sx={{mb: 0, fontSize: 14, color: 'text.secondary'}}>
        A column below {values.sm}
        {unit} of window width, a row from there on.
      </Box>
    </Box>
  );
}
