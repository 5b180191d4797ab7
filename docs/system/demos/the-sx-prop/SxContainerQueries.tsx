import * as React from 'react';
import Box from '@mui/system/Box';

export default function SxContainerQueries() {
  const sliderId = React.useId();
  const [width, setWidth] = React.useState(520);

  return (
    <Box sx={{width: '100%', fontSize: 14}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 2}}>
        <label htmlFor={sliderId}>Container width: {width}px</label>
        <input
          id={sliderId}
          type="range"
          min={240}
          max={640}
          step={20}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
      </Box>
      {/* The queries below measure this element, not the window. */}
      <Box sx={{containerType: 'inline-size', width, maxWidth: '100%'}}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: {'@': 'column', '@400': 'row'},
            alignItems: {'@400': 'center'},
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}>
          <Box
            sx={{flexShrink: 0, width: {'@': 1, '@400': 96}, height: 64, borderRadius: 1, bgcolor: 'primary.main'}}
          />
          <div>
            <Box sx={{fontWeight: 'bold'}}>Weekly summary</Box>
            <Box sx={{color: 'text.secondary'}}>Stacked below 400px of container width, side by side above.</Box>
          </div>
        </Box>
      </Box>
    </Box>
  );
}
