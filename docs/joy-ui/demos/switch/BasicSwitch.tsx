import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSwitch() {
  return (
    <Stack spacing={3} sx={{maxWidth: 360}}>
      <FormControl orientation="horizontal" sx={{justifyContent: 'space-between'}}>
        <div>
          <FormLabel>Email notifications</FormLabel>
          <FormHelperText sx={{mt: 0}}>A summary of activity, once a day.</FormHelperText>
        </div>
        <Switch defaultChecked />
      </FormControl>
      <Typography component="label" startDecorator={<Switch />}>
        Show archived projects
      </Typography>
    </Stack>
  );
}
