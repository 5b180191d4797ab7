import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialTags = ['react', 'typescript', 'accessibility', 'design-system'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState<string[]>(initialTags);

  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}} role="group" aria-label="Article tags">
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            onDelete={() => setTags((current) => current.filter((item) => item !== tag))}
          />
        ))}
      </Stack>
      {tags.length === 0 && <Typography variant="body2">No tags left.</Typography>}
      <Button size="small" onClick={() => setTags(initialTags)} disabled={tags.length === initialTags.length}>
        Reset tags
      </Button>
    </Stack>
  );
}
