import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import MessageIcon from '@mui/icons-material/Message';
import CallIcon from '@mui/icons-material/Call';

const actions = [
  {icon: <EmailIcon />, name: 'Email'},
  {icon: <MessageIcon />, name: 'Message'},
  {icon: <CallIcon />, name: 'Call'},
];

export default function LabelledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState('none yet');

  const handleAction = (name: string) => {
    setLastAction(name);
    setOpen(false);
  };

  return (
    <Box sx={{position: 'relative', height: 320, transform: 'translateZ(0px)'}}>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Last action: {lastAction}
      </Typography>
      <SpeedDial
        ariaLabel="Contact customer"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        icon={<SpeedDialIcon />}
        sx={{position: 'absolute', bottom: 16, right: 16}}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            onClick={() => handleAction(action.name)}
            slotProps={{tooltip: {title: action.name, open: true}}}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
