import * as React from 'react';
import GlobalStyles from '@mui/system/GlobalStyles';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// An ordinary stylesheet that targets Base UI's built-in class names.
// In an app this would live in a .css file; here GlobalStyles adds it to the page, scoped under `.plan-tabs`.
const css = `
.plan-tabs .base-TabsList-root {
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: 10px;
  background-color: #e8ecf5;
}
.plan-tabs .base-Tab-root {
  flex: 1;
  font: inherit;
  font-weight: 600;
  padding: 8px 12px;
  border: 0;
  border-radius: 8px;
  color: #2b3344;
  background-color: transparent;
  cursor: pointer;
}
.plan-tabs .base-Tab-root.base--selected {
  color: #ffffff;
  background-color: #2f5fd0;
}
.plan-tabs .base-Tab-root:focus-visible {
  outline: 2px solid #2f5fd0;
  outline-offset: 2px;
}
.plan-tabs .base-TabPanel-root {
  padding: 12px 4px 0;
}
[data-theme='dark'] .plan-tabs .base-TabsList-root { background-color: #2a303d; }
[data-theme='dark'] .plan-tabs .base-Tab-root { color: #e6eaf2; }
[data-theme='dark'] .plan-tabs .base-Tab-root.base--selected { color: #0d1526; background-color: #8fb3ff; }
[data-theme='dark'] .plan-tabs .base-Tab-root:focus-visible { outline-color: #8fb3ff; }
`;

export default function StylesheetTabs() {
  return (
    <div className="plan-tabs" style={{ maxWidth: 420 }}>
      <GlobalStyles styles={css} />
      <Tabs defaultValue="monthly">
        <TabsList aria-label="Billing period">
          <Tab value="monthly">Monthly</Tab>
          <Tab value="yearly">Yearly</Tab>
        </TabsList>
        <TabPanel value="monthly">€12 per seat, billed every month. Cancel any time.</TabPanel>
        <TabPanel value="yearly">€120 per seat, billed once a year: two months free.</TabPanel>
      </Tabs>
    </div>
  );
}
