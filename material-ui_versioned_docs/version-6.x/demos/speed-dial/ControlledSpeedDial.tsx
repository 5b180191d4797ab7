import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial, {type CloseReason, type OpenReason} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';

const actions = [
  {icon: <NoteAddIcon />, name: 'New document'},
  {icon: <FolderIcon />, name: 'New folder'},
  {icon: <UploadFileIcon />, name: 'Upload file'},
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState('Closed');

  // Only a click (or Enter/Space) opens the dial; hovering or tabbing onto it does not.
  const handleOpen = (_event: unknown, reason: OpenReason) => {
    if (reason === 'toggle') {
      setOpen(true);
    }
    setLog(`onOpen: ${reason}${reason === 'toggle' ? '' : ' (ignored)'}`);
  };

  // Moving the pointer away does not close it; a click, Escape or leaving with focus does.
  const handleClose = (_event: unknown, reason: CloseReason) => {
    if (reason !== 'mouseLeave') {
      setOpen(false);
    }
    setLog(`onClose: ${reason}${reason === 'mouseLeave' ? ' (ignored)' : ''}`);
  };

  return (
    <Box sx={{position: 'relative', height: 320, transform: 'translateZ(0px)'}}>
      <Typography variant="body2" role="status" sx={{color: 'text.secondary'}}>
        {log}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        open={open}
        onOpen={handleOpen}
        onClose={handleClose}
        icon={<SpeedDialIcon />}
        sx={{position: 'absolute', bottom: 16, right: 16}}>
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            onClick={() => {
              setOpen(false);
              setLog(`Chose "${action.name}"`);
            }}
            slotProps={{tooltip: {title: action.name}}}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
