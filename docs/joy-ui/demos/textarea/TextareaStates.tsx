import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaStates() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <FormControl disabled>
        <FormLabel>Internal note</FormLabel>
        <Textarea minRows={2} defaultValue="Locked while the order is being packed." />
      </FormControl>
      <FormControl>
        <FormLabel>Terms</FormLabel>
        <Textarea minRows={2} readOnly defaultValue="Returns are accepted within 30 days of delivery." />
      </FormControl>
      <FormControl error>
        <FormLabel>Cancellation reason</FormLabel>
        <Textarea minRows={2} placeholder="Why are you cancelling?" />
        <FormHelperText>Please give a reason so we can improve.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
