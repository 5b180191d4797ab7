import * as React from 'react';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import LaptopIcon from '@mui/icons-material/Laptop';
import HotelIcon from '@mui/icons-material/Hotel';
import RepeatIcon from '@mui/icons-material/Repeat';

const day = [
  {time: '7:30 am', title: 'Breakfast', detail: 'Fuel for the day', icon: <LocalCafeIcon />, color: 'warning'},
  {time: '9:00 am', title: 'Code', detail: 'Ship the new feature', icon: <LaptopIcon />, color: 'primary'},
  {time: '10:00 pm', title: 'Sleep', detail: 'Eight hours, ideally', icon: <HotelIcon />, color: 'secondary'},
  {time: 'Tomorrow', title: 'Repeat', detail: 'Because it works', icon: <RepeatIcon />, color: 'success'},
] as const;

export default function CustomizedTimeline() {
  return (
    <Timeline position="alternate">
      {day.map((entry, index) => (
        <TimelineItem key={entry.title}>
          <TimelineOppositeContent sx={{m: 'auto 0'}} variant="body2" color="text.secondary">
            {entry.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{visibility: index === 0 ? 'hidden' : 'visible'}} />
            <TimelineDot color={entry.color}>{entry.icon}</TimelineDot>
            <TimelineConnector sx={{visibility: index === day.length - 1 ? 'hidden' : 'visible'}} />
          </TimelineSeparator>
          <TimelineContent sx={{py: 1.5, px: 2}}>
            <Typography variant="h6" component="span">
              {entry.title}
            </Typography>
            <Typography variant="body2">{entry.detail}</Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
