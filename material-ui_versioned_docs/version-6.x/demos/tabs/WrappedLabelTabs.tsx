import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('shipping');

  return (
    <Box sx={{width: '100%', maxWidth: 560}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Order help topics"
      >
        <Tab
          value="shipping"
          label="Shipping times, delivery partners and tracking a parcel that has not arrived"
          wrapped
        />
        <Tab value="returns" label="Returns" />
        <Tab value="payment" label="Payment" />
      </Tabs>
    </Box>
  );
}
