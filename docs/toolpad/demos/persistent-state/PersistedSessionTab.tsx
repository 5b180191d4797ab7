import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {useSessionStorageState} from '@toolpad/core/useSessionStorageState';

const STORAGE_KEY = 'toolpad-demo-report-tab';
const TABS = ['Summary', 'Revenue', 'Costs'];

export default function PersistedSessionTab() {
  const id = React.useId();
  const [tab, setTab] = useSessionStorageState(STORAGE_KEY, 'Summary');
  const current = tab ?? 'Summary';

  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Tabs value={current} onChange={(_event, value: string) => setTab(value)} aria-label="Report sections">
        {TABS.map((label) => (
          <Tab key={label} label={label} value={label} id={`${id}-tab-${label}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} sx={{py: 2}}>
        <Typography>The {current.toLowerCase()} section of the quarterly report.</Typography>
      </Box>
      <Typography variant="caption" sx={{color: 'text.secondary'}}>
        Stored in sessionStorage under &quot;{STORAGE_KEY}&quot;: kept on reload, forgotten when the tab closes.
      </Typography>
    </Box>
  );
}
