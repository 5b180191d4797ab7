import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const notes = [
  'Order 1042 shipped on Monday.',
  'The customer asked for a gift receipt.',
  'Second parcel leaves the warehouse on Thursday.',
  'Follow up if the tracking number does not update.',
  'Refund the shipping fee if the delay exceeds a week.',
].join('\n');

export default function TextareaRows() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <FormControl>
        <FormLabel>Summary (at least three rows)</FormLabel>
        <Textarea minRows={3} placeholder="Write a short summary" />
      </FormControl>
      <FormControl>
        <FormLabel>Notes (two to four rows, then scrolls)</FormLabel>
        <Textarea minRows={2} maxRows={4} defaultValue={notes} />
      </FormControl>
    </Stack>
  );
}
