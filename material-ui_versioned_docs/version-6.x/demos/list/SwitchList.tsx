import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import WifiIcon from '@mui/icons-material/Wifi';

const settings = [
  {id: 'wifi', label: 'Wi-Fi', icon: <WifiIcon />},
  {id: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon />},
  {id: 'location', label: 'Location', icon: <LocationOnIcon />},
];

export default function SwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (id: string) =>
    setEnabled((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List
        aria-labelledby="switch-list-subheader"
        subheader={<ListSubheader id="switch-list-subheader">Connections</ListSubheader>}
      >
        {settings.map((setting) => (
          <ListItem
            key={setting.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(setting.id)}
                onChange={() => toggle(setting.id)}
                slotProps={{input: {'aria-labelledby': `switch-list-${setting.id}`}}}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText id={`switch-list-${setting.id}`} primary={setting.label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
