import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, {tabsClasses} from '@mui/material/Tabs';

const chapters = [
  'Introduction', 'Installation', 'First steps', 'Configuration', 'Theming', 'Testing',
  'Deployment', 'Troubleshooting', 'Glossary',
];

export default function ScrollableTabsButtonVisible() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{maxWidth: 420, width: '100%', bgcolor: 'background.paper'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Guide chapters"
        sx={{
          [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: {opacity: 0.3},
        }}
      >
        {chapters.map((chapter) => (
          <Tab key={chapter} label={chapter} />
        ))}
      </Tabs>
    </Box>
  );
}
