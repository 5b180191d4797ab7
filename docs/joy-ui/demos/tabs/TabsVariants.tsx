import Stack from '@mui/joy/Stack';
import Tab, {tabClasses} from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsVariants() {
  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 480}}>
      {/* Plain tabs with the default underline and indicator. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Plain tabs">
          <Tab>Day</Tab>
          <Tab>Week</Tab>
          <Tab>Month</Tab>
        </TabList>
      </Tabs>

      {/* A soft tab list with no underline, where the selected tab is raised. */}
      <Tabs defaultValue={1} sx={{bgcolor: 'transparent'}}>
        <TabList
          aria-label="Soft tabs"
          variant="soft"
          disableUnderline
          tabFlex={1}
          sx={{
            p: 0.5,
            gap: 0.5,
            borderRadius: 'xl',
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              boxShadow: 'sm',
              bgcolor: 'background.surface',
            },
          }}>
          {['Day', 'Week', 'Month'].map((label) => (
            <Tab key={label} disableIndicator variant="plain" color="neutral" sx={{borderRadius: 'lg'}}>
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>

      {/* Coloured tabs: the colour applies to the selected tab and its indicator. */}
      <Tabs defaultValue={2} color="primary" variant="outlined" sx={{borderRadius: 'md'}}>
        <TabList aria-label="Coloured tabs" tabFlex="auto">
          <Tab color="primary">Day</Tab>
          <Tab color="primary">Week</Tab>
          <Tab color="primary" variant="soft">
            Month
          </Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
