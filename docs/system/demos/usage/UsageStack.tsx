import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function UsageStack() {
  return (
    <Stack
      component="ol"
      direction={{xs: 'column', sm: 'row'}}
      spacing={1}
      useFlexGap
      divider={
        <Box component="li" aria-hidden sx={{alignSelf: 'center', color: 'text.secondary', listStyle: 'none'}}>
          ›
        </Box>
      }
      sx={{m: 0, p: 0, listStyle: 'none', fontSize: 14}}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step}
          aria-current={index === 2 ? 'step' : undefined}
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: index === 2 ? 'primary.main' : 'divider',
            fontWeight: index === 2 ? 'bold' : 'normal',
          }}>
          {index + 1}. {step}
        </Box>
      ))}
    </Stack>
  );
}
