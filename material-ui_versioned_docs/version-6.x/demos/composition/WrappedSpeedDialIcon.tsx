import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon, {type SpeedDialIconProps} from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';

// Both wrappers render the same SpeedDialIcon with a custom open icon.
function UnmarkedIcon(props: SpeedDialIconProps) {
  return <SpeedDialIcon openIcon={<EditIcon />} {...props} />;
}

function MarkedIcon(props: SpeedDialIconProps) {
  return <SpeedDialIcon openIcon={<EditIcon />} {...props} />;
}
// SpeedDial only passes `open` to children it recognizes as a SpeedDialIcon.
MarkedIcon.muiName = SpeedDialIcon.muiName;

const actions = [
  {icon: <ContentCopyIcon />, name: 'Duplicate'},
  {icon: <PrintIcon />, name: 'Print'},
];

function Example({label, icon}: {label: string; icon: React.ReactNode}) {
  return (
    <Box sx={{position: 'relative', height: 220, flex: 1, minWidth: 160}}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <SpeedDial ariaLabel={`Document actions, ${label}`} icon={icon} sx={{position: 'absolute', bottom: 0, right: 0}}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{tooltip: {title: action.name}}} />
        ))}
      </SpeedDial>
    </Box>
  );
}

export default function WrappedSpeedDialIcon() {
  return (
    <Box sx={{display: 'flex', gap: 4, width: '100%', flexWrap: 'wrap'}}>
      <Example label="Without muiName" icon={<UnmarkedIcon />} />
      <Example label="With muiName" icon={<MarkedIcon />} />
    </Box>
  );
}
