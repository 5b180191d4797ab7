import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const stats = [
  {label: 'Visitors', value: '12,408'},
  {label: 'Sign-ups', value: '318'},
  {label: 'Conversion', value: '2.6%'},
];

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={3}
      // The divider element is inserted between each pair of children; it is decorative.
      divider={<Box component="span" aria-hidden sx={{alignSelf: 'stretch', borderLeft: 1, borderColor: 'divider'}} />}
      sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
      {stats.map(({label, value}) => (
        <Box key={label}>
          <Box sx={{fontSize: 13, color: 'text.secondary'}}>{label}</Box>
          <Box sx={{fontSize: 22, fontWeight: 700}}>{value}</Box>
        </Box>
      ))}
    </Stack>
  );
}
