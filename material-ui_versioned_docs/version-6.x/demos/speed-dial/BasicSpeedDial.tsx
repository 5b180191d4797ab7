import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SaveIcon from '@mui/icons-material/Save';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  {icon: <ContentCopyIcon />, name: 'Duplicate'},
  {icon: <SaveIcon />, name: 'Save'},
  {icon: <PrintIcon />, name: 'Print'},
  {icon: <ShareIcon />, name: 'Share'},
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{position: 'relative', height: 320, width: '100%', transform: 'translateZ(0px)'}}>
      <SpeedDial
        ariaLabel="Document actions"
        icon={<SpeedDialIcon />}
        sx={{position: 'absolute', bottom: 16, right: 16}}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{tooltip: {title: action.name}}}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
