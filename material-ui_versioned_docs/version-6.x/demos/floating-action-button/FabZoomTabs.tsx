import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const views = [
  {label: 'Inbox', text: 'You have 3 unread messages.', fab: 'Compose message', icon: <EditIcon />},
  {label: 'Contacts', text: '42 people in your address book.', fab: 'Add contact', icon: <PersonAddIcon />},
] as const;

export default function FabZoomTabs() {
  const [tab, setTab] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{position: 'relative', width: 340, height: 220}}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="fullWidth" aria-label="Mail views">
        {views.map((view) => (
          <Tab key={view.label} label={view.label} />
        ))}
      </Tabs>
      <Box sx={{p: 2}}>
        <Typography>{views[tab]?.text}</Typography>
      </Box>
      {views.map((view, index) => (
        <Zoom
          key={view.label}
          in={tab === index}
          unmountOnExit
          style={{transitionDelay: tab === index ? '150ms' : '0ms'}}>
          <Fab color="secondary" aria-label={view.fab} sx={{position: 'absolute', right: 16, bottom: 16}}>
            {view.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
