import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  {label: 'Profile', text: 'Your name, photo and the languages you speak.'},
  {label: 'Password', text: 'Change your password or turn on two-step sign-in.'},
  {label: 'Devices', text: 'Phones and computers that are signed in to your account.'},
];

export default function VerticalTabs() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue={0}
      variant="outlined"
      sx={{width: '100%', maxWidth: 520, minHeight: 180, borderRadius: 'sm', overflow: 'hidden'}}>
      <TabList aria-label="Account settings">
        {sections.map((section) => (
          <Tab key={section.label}>{section.label}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index}>
          <Typography level="title-md">{section.label}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
