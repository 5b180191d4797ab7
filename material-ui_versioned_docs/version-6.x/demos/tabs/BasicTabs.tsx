import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  {label: 'Overview', text: 'A lightweight rain jacket that packs into its own pocket.'},
  {label: 'Specifications', text: 'Weight 240 g · Waterproof rating 10,000 mm · Two zip pockets.'},
  {label: 'Reviews', text: '4.6 out of 5 from 128 reviews. Most people mention the fit.'},
];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{borderBottom: 1, borderColor: 'divider'}}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Product details"
        >
          {sections.map((section, index) => (
            <Tab
              key={section.label}
              label={section.label}
              id={`product-tab-${index}`}
              aria-controls={`product-tabpanel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`product-tabpanel-${index}`}
          aria-labelledby={`product-tab-${index}`}
        >
          {value === index && <Typography sx={{p: 2}}>{section.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
