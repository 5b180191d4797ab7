import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const steps = [
  {label: 'Application received', done: true},
  {label: 'Documents checked', done: true},
  {label: 'Interview', done: false},
  {label: 'Decision', done: false},
];

export default function OutlinedTimeline() {
  return (
    <Timeline position="alternate">
      {steps.map((step, index) => (
        <TimelineItem key={step.label}>
          <TimelineSeparator>
            <TimelineDot color="primary" variant={step.done ? 'filled' : 'outlined'} />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {step.label}
            {step.done ? ' (done)' : ' (to do)'}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
