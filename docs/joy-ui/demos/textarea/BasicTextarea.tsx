import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <FormControl sx={{maxWidth: 420}}>
      <FormLabel>Feedback</FormLabel>
      <Textarea minRows={2} placeholder="Tell us what you think" />
      <FormHelperText>The field grows as you type.</FormHelperText>
    </FormControl>
  );
}
