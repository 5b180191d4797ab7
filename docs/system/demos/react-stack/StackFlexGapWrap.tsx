import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const tags = ['React', 'TypeScript', 'Emotion', 'Accessibility', 'Theming', 'Layout', 'Breakpoints', 'Testing'];

export default function StackFlexGapWrap() {
  const checkboxId = React.useId();
  const [useFlexGap, setUseFlexGap] = React.useState(true);

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1, fontSize: 14}}>
        <input id={checkboxId} type="checkbox" checked={useFlexGap} onChange={(event) => setUseFlexGap(event.target.checked)} />
        <label htmlFor={checkboxId}>useFlexGap</label>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        sx={{flexWrap: 'wrap', maxWidth: 320, p: 1, border: '1px dashed', borderColor: 'text.secondary'}}>
        {tags.map((tag) => (
          <Box
            key={tag}
            sx={{px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 13}}>
            {tag}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
