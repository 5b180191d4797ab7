import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import Key from '@mui/icons-material/Key';

const benefits = ['Unlimited projects', 'Shared calendars', 'Exports to CSV and PDF'];

export default function SignInSplit() {
  return (
    <Sheet
      variant="outlined"
      sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, borderRadius: 'md', overflow: 'hidden'}}>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors
        sx={{p: 3, display: 'flex', flexDirection: 'column', gap: 1}}>
        <Typography level="title-lg" component="p">
          Planwise
        </Typography>
        <Typography level="body-sm">Plan the week with your whole team.</Typography>
        <List size="sm" sx={{mt: 1}}>
          {benefits.map((benefit) => (
            <ListItem key={benefit}>
              <ListItemDecorator>
                <Check />
              </ListItemDecorator>
              {benefit}
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Stack component="form" spacing={2} sx={{p: 3}} onSubmit={(event) => event.preventDefault()}>
        <Typography level="h4" component="h2">
          Sign in
        </Typography>
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" name="email" autoComplete="email" />
        </FormControl>
        <Button type="submit">Continue</Button>
        <Divider>or</Divider>
        <Button variant="outlined" color="neutral" startDecorator={<Key />}>
          Use a passkey
        </Button>
      </Stack>
    </Sheet>
  );
}
