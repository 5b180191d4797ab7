import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function ProfileSettings() {
  return (
    <Card sx={{maxWidth: 560, mx: 'auto'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Avatar size="lg" variant="solid" color="primary">
          JR
        </Avatar>
        <div>
          <Typography level="title-lg" component="h2">
            Jordan Reyes
          </Typography>
          <Typography level="body-sm">Product designer · Lisbon</Typography>
        </div>
      </Stack>
      <Tabs defaultValue={0} sx={{bgcolor: 'transparent'}}>
        <TabList>
          <Tab>Profile</Tab>
          <Tab>Notifications</Tab>
        </TabList>
        <TabPanel value={0} sx={{px: 0, display: 'flex', flexDirection: 'column', gap: 2}}>
          <FormControl>
            <FormLabel>Display name</FormLabel>
            <Input defaultValue="Jordan Reyes" />
          </FormControl>
          <FormControl>
            <FormLabel>Bio</FormLabel>
            <Textarea minRows={2} defaultValue="Designing tools for field teams." />
            <FormHelperText>Shown on your public profile.</FormHelperText>
          </FormControl>
        </TabPanel>
        <TabPanel value={1} sx={{px: 0, display: 'flex', flexDirection: 'column', gap: 2}}>
          <Typography component="label" level="body-md" endDecorator={<Switch defaultChecked sx={{ml: 'auto'}} />}>
            Weekly summary email
          </Typography>
          <Typography component="label" level="body-md" endDecorator={<Switch sx={{ml: 'auto'}} />}>
            Mentions in comments
          </Typography>
        </TabPanel>
      </Tabs>
      <CardActions sx={{justifyContent: 'flex-end'}}>
        <Button variant="plain" color="neutral">
          Cancel
        </Button>
        <Button>Save changes</Button>
      </CardActions>
    </Card>
  );
}
