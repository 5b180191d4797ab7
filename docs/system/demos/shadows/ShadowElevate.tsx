import Box from '@mui/material/Box';

const cards = [
  {title: 'Design review', detail: 'Thursday, 10:00'},
  {title: 'Quarterly planning', detail: 'Monday, 14:30'},
];

export default function ShadowElevate() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3, p: 1}}>
      {cards.map((card) => (
        <Box
          key={card.title}
          component="button"
          type="button"
          sx={{
            display: 'block',
            width: 220,
            textAlign: 'left',
            font: 'inherit',
            cursor: 'pointer',
            p: 2,
            borderRadius: 2,
            color: 'text.primary',
            bgcolor: 'background.paper',
            // Flat on small screens, raised from md; higher on hover and keyboard focus.
            boxShadow: {xs: 0, md: 2},
            border: {xs: 1, md: 0},
            borderColor: 'divider',
            transition: 'box-shadow 150ms',
            '&:hover, &:focus-visible': {boxShadow: 8},
            '&:focus-visible': {outline: 2, outlineColor: 'primary.main', outlineOffset: 2},
          }}>
          {/* Spans, not divs: a button may only contain phrasing content. */}
          <Box component="span" sx={{display: 'block', fontWeight: 'bold'}}>
            {card.title}
          </Box>
          <Box component="span" sx={{display: 'block', color: 'text.secondary', fontSize: 14}}>
            {card.detail}
          </Box>
        </Box>
      ))}
      <Box
        sx={{
          width: 220,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          // Not an index: a custom CSS shadow is written unchanged.
          boxShadow: '0 0 0 3px rgba(11, 107, 203, 0.35)',
        }}>
        <Box sx={{fontWeight: 'bold'}}>Custom ring</Box>
        <Box sx={{color: 'text.secondary', fontSize: 14}}>A CSS string</Box>
      </Box>
    </Box>
  );
}
