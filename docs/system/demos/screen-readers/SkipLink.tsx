import * as React from 'react';
import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

const filters = ['Colour', 'Size', 'Brand', 'Price', 'Rating'];

export default function SkipLink() {
  const resultsId = React.useId();
  return (
    <Box sx={{position: 'relative', width: '100%', fontSize: 14}}>
      {/* Hidden until it receives keyboard focus: press Tab inside the demo to reveal it. */}
      <Box
        component="a"
        href={`#${resultsId}`}
        sx={{
          '&:not(:focus)': visuallyHidden,
          position: 'absolute',
          top: 0,
          left: 0,
          zIndex: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}>
        Skip to results
      </Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, pt: 5}}>
        {filters.map((filter) => (
          <label key={filter}>
            <input type="checkbox" /> {filter}
          </label>
        ))}
      </Box>
      <Box id={resultsId} tabIndex={-1} sx={{p: 2, borderRadius: 1, bgcolor: 'action.hover'}}>
        24 results
      </Box>
    </Box>
  );
}
