import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [value, setValue] = React.useState('details');

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: string) => setValue(newValue)}
      aria-label="Checkout steps"
    >
      <Tab value="details" label="Your details" />
      <Tab value="delivery" label="Delivery" />
      <Tab value="payment" label="Payment (fill in delivery first)" disabled />
    </Tabs>
  );
}
