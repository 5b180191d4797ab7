import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All', 'Vegetables', 'Fruit', 'Bakery', 'Dairy', 'Meat', 'Fish',
  'Frozen', 'Drinks', 'Snacks', 'Household', 'Baby care',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState('All');

  return (
    <Box sx={{maxWidth: 480, width: '100%', bgcolor: 'background.paper'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Shop categories"
      >
        {categories.map((category) => (
          <Tab key={category} label={category} value={category} />
        ))}
      </Tabs>
    </Box>
  );
}
