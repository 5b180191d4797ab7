import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function BasicTabs() {
  return (
    <Tabs defaultValue={0} sx={{width: '100%', maxWidth: 480}}>
      <TabList aria-label="Project sections">
        <Tab>Overview</Tab>
        <Tab>Activity</Tab>
        <Tab>Settings</Tab>
      </TabList>
      <TabPanel value={0}>Summary of open tasks, milestones and the project lead.</TabPanel>
      <TabPanel value={1}>Recent comments, uploads and status changes.</TabPanel>
      <TabPanel value={2}>Name, visibility and notification preferences.</TabPanel>
    </Tabs>
  );
}
