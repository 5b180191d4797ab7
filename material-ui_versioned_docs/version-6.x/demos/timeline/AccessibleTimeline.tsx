import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HomeIcon from '@mui/icons-material/Home';

const events = [
  {date: '2025-03-03', label: '3 March', text: 'Order confirmed', done: true, icon: <CheckIcon />},
  {date: '2025-03-04', label: '4 March', text: 'Shipped from the warehouse', done: true, icon: <LocalShippingIcon />},
  {date: '2025-03-06', label: '6 March', text: 'Expected delivery', done: false, icon: <HomeIcon />},
];

// Timeline renders a <ul>; `as` swaps the root element for an ordered list.
const orderedList = {as: 'ol'} as const;

export default function AccessibleTimeline() {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{fontWeight: 600}}>
        Order 4821: delivery history
      </Typography>
      <Timeline {...orderedList} role="list" sx={{m: 0}}>
        {events.map((event, index) => (
          <TimelineItem key={event.date}>
            <TimelineOppositeContent color="text.secondary" sx={{flex: 0.3}}>
              <time dateTime={event.date}>{event.label}</time>
            </TimelineOppositeContent>
            <TimelineSeparator>
              <TimelineDot color={event.done ? 'success' : 'grey'} variant={event.done ? 'filled' : 'outlined'}>
                {event.icon}
              </TimelineDot>
              {index < events.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>
              {event.text}
              {!event.done && ' (pending)'}
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </section>
  );
}
