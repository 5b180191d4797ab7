import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const agenda = [
  {time: '09:00', title: 'Registration and coffee'},
  {time: '10:00', title: 'Opening keynote'},
  {time: '11:30', title: 'Workshops'},
  {time: '13:00', title: 'Lunch'},
  {time: '14:00', title: 'Panel discussion'},
];

export default function OppositeContentTimeline() {
  return (
    <Timeline>
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent sx={{flex: 0.3, color: 'text.secondary'}}>
            <time>{slot.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < agenda.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{slot.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
