import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';

const actions = [
  {label: 'Align left', icon: <FormatAlignLeftIcon />},
  {label: 'Centre', icon: <FormatAlignCenterIcon />},
  {label: 'Align right', icon: <FormatAlignRightIcon />},
  {label: 'Justify', icon: <FormatAlignJustifyIcon />},
];

export default function DelayTooltips() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      {actions.map(({label, icon}) => (
        // Wait 700 ms for the first tooltip, then only 150 ms while moving along the toolbar.
        <Tooltip key={label} title={label} enterDelay={700} enterNextDelay={150} leaveDelay={200}>
          <IconButton>{icon}</IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
