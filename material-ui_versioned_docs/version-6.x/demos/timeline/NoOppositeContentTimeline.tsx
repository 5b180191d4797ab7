import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem, {timelineItemClasses} from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const events = ['Order placed', 'Payment confirmed', 'Packed at warehouse', 'Out for delivery'];

export default function NoOppositeContentTimeline() {
  return (
    <Timeline
      sx={{
        [`& .${timelineItemClasses.root}::before`]: {flex: 0, padding: 0},
      }}>
      {events.map((event, index) => (
        <TimelineItem key={event}>
          <TimelineSeparator>
            <TimelineDot color={index === events.length - 1 ? 'primary' : 'grey'} />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
