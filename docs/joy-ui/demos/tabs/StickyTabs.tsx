import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const chapters = ['Getting there', 'Where to stay', 'What to eat'];

export default function StickyTabs() {
  return (
    <Sheet
      component="section"
      variant="outlined"
      tabIndex={0}
      aria-label="City guide"
      sx={{width: '100%', maxWidth: 480, height: 260, overflow: 'auto', borderRadius: 'sm'}}>
      <Tabs defaultValue={0}>
        <TabList aria-label="City guide chapters" sticky="top">
          {chapters.map((chapter) => (
            <Tab key={chapter}>{chapter}</Tab>
          ))}
        </TabList>
        {chapters.map((chapter, index) => (
          <TabPanel key={chapter} value={index}>
            {[1, 2, 3, 4, 5].map((paragraph) => (
              <Typography key={paragraph} level="body-sm" sx={{mb: 1.5}}>
                {chapter}, part {paragraph}: scroll this panel and the tab list stays at the top of the scroll
                container, with a background that matches the surface below it.
              </Typography>
            ))}
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
