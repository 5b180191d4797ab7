import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const tags = ['react', 'typescript', 'design-systems', 'accessibility', 'css', 'testing', 'performance', 'i18n'];

export default function StackFlexGap() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', maxWidth: 360}}>
      {tags.map((tag) => (
        <Chip key={tag} variant="outlined">
          {tag}
        </Chip>
      ))}
    </Stack>
  );
}
