import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent, {timelineOppositeContentClasses} from '@mui/lab/TimelineOppositeContent';

const releases = [
  {version: 'v1.0', note: 'First stable release'},
  {version: 'v1.1', note: 'Dark mode and keyboard shortcuts'},
  {version: 'v2.0', note: 'New plugin system; old plugins need updating'},
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      sx={{
        [`& .${timelineOppositeContentClasses.root}`]: {flex: 0.2},
      }}>
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineOppositeContent color="text.secondary">{release.version}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{release.note}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
