import * as React from 'react';
import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry', 'Grape', 'Lemon', 'Mango'];

export default function LiveStatus() {
  const inputId = React.useId();
  const [query, setQuery] = React.useState('');
  const matches = fruits.filter((fruit) => fruit.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Box sx={{maxWidth: 320, fontSize: 14}}>
      <Box component="label" htmlFor={inputId} sx={{display: 'block', mb: 0.5}}>
        Filter fruit
      </Box>
      <Box
        component="input"
        id={inputId}
        type="search"
        value={query}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          px: 1.5,
          py: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      {/* Announced after each change; the visible list already shows the result. */}
      <Box role="status" sx={visuallyHidden}>
        {matches.length === 1 ? '1 result' : `${matches.length} results`}
      </Box>
      <Box component="ul" sx={{m: 0, mt: 1, pl: 2.5}}>
        {matches.map((fruit) => (
          <li key={fruit}>{fruit}</li>
        ))}
      </Box>
    </Box>
  );
}
