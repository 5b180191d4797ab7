import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const jobs = [
  {name: 'Checkout', status: 'passed', color: 'success'},
  {name: 'Install dependencies', status: 'passed', color: 'success'},
  {name: 'Lint', status: 'passed with 3 warnings', color: 'warning'},
  {name: 'Unit tests', status: 'failed', color: 'error'},
  {name: 'Deploy preview', status: 'skipped', color: 'grey'},
] as const;

export default function ColorsTimeline() {
  return (
    <Timeline>
      {jobs.map((job, index) => (
        <TimelineItem key={job.name}>
          <TimelineSeparator>
            <TimelineDot color={job.color} />
            {index < jobs.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {job.name}: {job.status}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
