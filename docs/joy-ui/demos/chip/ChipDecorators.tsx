import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import AccessTime from '@mui/icons-material/AccessTime';
import CheckCircle from '@mui/icons-material/CheckCircle';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', alignItems: 'center'}} useFlexGap>
      <Chip color="success" startDecorator={<CheckCircle />}>
        Paid
      </Chip>
      <Chip color="warning" variant="outlined" startDecorator={<AccessTime />}>
        Due in 3 days
      </Chip>
      <Chip variant="outlined" startDecorator={<Avatar size="sm">MT</Avatar>}>
        Mei Tanaka
      </Chip>
      <Chip variant="soft" color="primary" endDecorator={<KeyboardArrowDown />}>
        Sort: newest
      </Chip>
    </Stack>
  );
}
