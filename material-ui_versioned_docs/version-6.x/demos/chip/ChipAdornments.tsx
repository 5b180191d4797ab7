import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import VerifiedIcon from '@mui/icons-material/Verified';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function ChipAdornments() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip icon={<LocationOnIcon />} label="Lisbon" />
      <Chip icon={<ScheduleIcon />} label="2 h 30 min" variant="outlined" />
      <Chip icon={<VerifiedIcon />} label="Verified seller" color="success" />
      <Chip avatar={<Avatar alt="Ada Moreau" src="/img/material-ui/avatar/ada.svg" />} label="Ada Moreau" />
      <Chip avatar={<Avatar>B</Avatar>} label="Bruno Okafor" variant="outlined" />
    </Stack>
  );
}
