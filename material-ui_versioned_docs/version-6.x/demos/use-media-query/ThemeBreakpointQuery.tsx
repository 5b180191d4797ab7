import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

const sections = ['Profile', 'Security', 'Notifications', 'Billing'];

export default function ThemeBreakpointQuery() {
  const theme = useTheme();
  // false on the server, then the real answer once the page runs in the browser.
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{display: 'flex', flexDirection: mdUp ? 'row' : 'column', width: '100%', minHeight: 160}}>
      <Tabs
        orientation={mdUp ? 'vertical' : 'horizontal'}
        variant="scrollable"
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        aria-label="Account settings"
        sx={{borderRight: mdUp ? 1 : 0, borderBottom: mdUp ? 0 : 1, borderColor: 'divider'}}>
        {sections.map((section) => (
          <Tab key={section} label={section} />
        ))}
      </Tabs>
      <Typography sx={{p: 2}}>
        {sections[value] ?? ''} settings. The tabs are {mdUp ? 'vertical (md and up)' : 'horizontal (below md)'}.
      </Typography>
    </Box>
  );
}
