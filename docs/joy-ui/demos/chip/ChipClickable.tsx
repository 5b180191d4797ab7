import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LocalOffer from '@mui/icons-material/LocalOffer';

const topics = ['Design', 'Engineering', 'Research', 'Support'];

export default function ChipClickable() {
  const [topic, setTopic] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
        {topics.map((name) => (
          <Chip
            key={name}
            variant={topic === name ? 'solid' : 'soft'}
            color="primary"
            startDecorator={<LocalOffer />}
            onClick={() => setTopic(name)}>
            {name}
          </Chip>
        ))}
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {topic ? `Showing posts tagged “${topic}”.` : 'Pick a topic to filter the posts.'}
      </Typography>
    </Stack>
  );
}
