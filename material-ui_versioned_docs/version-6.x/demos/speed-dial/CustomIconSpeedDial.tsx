import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const actions = [
  {icon: <FormatBoldIcon />, name: 'Bold'},
  {icon: <FormatItalicIcon />, name: 'Italic'},
  {icon: <FormatUnderlinedIcon />, name: 'Underline'},
];

export default function CustomIconSpeedDial() {
  return (
    <Box sx={{position: 'relative', height: 320, transform: 'translateZ(0px)'}}>
      <SpeedDial
        ariaLabel="Text formatting"
        icon={<SpeedDialIcon icon={<EditIcon />} openIcon={<CloseIcon />} />}
        FabProps={{color: 'secondary'}}
        sx={{position: 'absolute', bottom: 16, right: 16}}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{tooltip: {title: action.name}}} />
        ))}
      </SpeedDial>
    </Box>
  );
}
