import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

type Section = 'inbox' | 'sent' | 'archive';

export default function ControlledTabs() {
  const [section, setSection] = React.useState<Section>('inbox');

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 480}}>
      <Tabs value={section} onChange={(_event, value) => setSection(value as Section)} selectionFollowsFocus>
        <TabList aria-label="Mail folders">
          <Tab value="inbox">Inbox</Tab>
          <Tab value="sent">Sent</Tab>
          <Tab value="archive">Archive</Tab>
        </TabList>
        <TabPanel value="inbox">3 unread messages.</TabPanel>
        <TabPanel value="sent">Last message sent yesterday.</TabPanel>
        <TabPanel value="archive">124 archived conversations.</TabPanel>
      </Tabs>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Typography level="body-sm">Current value: {section}</Typography>
        <Button size="sm" variant="outlined" onClick={() => setSection('archive')}>
          Go to the archive
        </Button>
      </Stack>
    </Stack>
  );
}
