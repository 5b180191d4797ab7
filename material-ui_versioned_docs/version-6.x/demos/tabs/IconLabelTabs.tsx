import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhotoIcon from '@mui/icons-material/Photo';
import VideocamIcon from '@mui/icons-material/Videocam';
import AudiotrackIcon from '@mui/icons-material/Audiotrack';

const positions = ['top', 'start', 'end', 'bottom'] as const;

export default function IconLabelTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Stack spacing={1}>
      {positions.map((position) => (
        <Tabs
          key={position}
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label={`Media types, icon position ${position}`}
        >
          <Tab icon={<PhotoIcon />} iconPosition={position} label="Photos" />
          <Tab icon={<VideocamIcon />} iconPosition={position} label="Videos" />
          <Tab icon={<AudiotrackIcon />} iconPosition={position} label="Audio" />
        </Tabs>
      ))}
    </Stack>
  );
}
