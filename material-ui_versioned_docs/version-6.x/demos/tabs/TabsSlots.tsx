import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowCircleLeftOutlinedIcon from '@mui/icons-material/ArrowCircleLeftOutlined';
import ArrowCircleRightOutlinedIcon from '@mui/icons-material/ArrowCircleRightOutlined';

const cities = ['Lisbon', 'Madrid', 'Paris', 'Brussels', 'Amsterdam', 'Berlin', 'Prague', 'Vienna', 'Budapest'];

export default function TabsSlots() {
  const [value, setValue] = React.useState('Lisbon');

  return (
    <Box sx={{maxWidth: 420, width: '100%', bgcolor: 'background.paper'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Cities on the rail tour"
        slots={{
          startScrollButtonIcon: ArrowCircleLeftOutlinedIcon,
          endScrollButtonIcon: ArrowCircleRightOutlinedIcon,
        }}
        slotProps={{
          indicator: {sx: {height: 4, borderRadius: '4px 4px 0 0'}},
          startScrollButtonIcon: {color: 'primary'},
          endScrollButtonIcon: {color: 'primary'},
        }}>
        {cities.map((city) => (
          <Tab key={city} label={city} value={city} />
        ))}
      </Tabs>
    </Box>
  );
}
