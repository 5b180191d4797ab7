import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['react', 'typescript', 'accessibility', 'design-system', 'ssr', 'theming', 'testing', 'i18n'];

export default function WrappingStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', maxWidth: 340}}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
