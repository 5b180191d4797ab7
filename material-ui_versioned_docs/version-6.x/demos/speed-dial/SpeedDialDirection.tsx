import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import MicIcon from '@mui/icons-material/Mic';
import AttachFileIcon from '@mui/icons-material/AttachFile';

type Direction = 'up' | 'down' | 'left' | 'right';

const actions = [
  {icon: <PhotoCameraIcon />, name: 'Take photo'},
  {icon: <MicIcon />, name: 'Record audio'},
  {icon: <AttachFileIcon />, name: 'Attach file'},
];

export default function SpeedDialDirection() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
          aria-label="Direction"
        >
          {(['up', 'right', 'down', 'left'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
          label="Hidden"
        />
      </Stack>
      <Box sx={{position: 'relative', height: 300, transform: 'translateZ(0px)'}}>
        <SpeedDial
          ariaLabel="Add an attachment"
          hidden={hidden}
          direction={direction}
          icon={<AddIcon />}
          sx={{
            position: 'absolute',
            ...(direction === 'up' || direction === 'left'
              ? {bottom: 16, right: 16}
              : {top: 16, left: 16}),
          }}
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
    </Stack>
  );
}
