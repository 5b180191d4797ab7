import Box from '@mui/system/Box';

const title = 'Quarterly report for the northern region, including every appendix and the raw survey data';

const cardSx = {width: 260, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14} as const;

export default function DisplayOverflow() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      <Box sx={cardSx}>
        <Box sx={{color: 'text.secondary', fontSize: 12, mb: 0.5}}>Default</Box>
        <Box>{title}</Box>
      </Box>
      <Box sx={cardSx}>
        <Box sx={{color: 'text.secondary', fontSize: 12, mb: 0.5}}>One line with an ellipsis</Box>
        {/* The title attribute keeps the full text available on hover. */}
        <Box title={title} sx={{overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis'}}>
          {title}
        </Box>
      </Box>
      <Box sx={cardSx}>
        <Box sx={{color: 'text.secondary', fontSize: 12, mb: 0.5}}>Scrolls horizontally</Box>
        <Box
          tabIndex={0}
          role="region"
          aria-label="Report title, scrollable"
          sx={{overflow: 'auto', whiteSpace: 'nowrap', pb: 1}}>
          {title}
        </Box>
      </Box>
    </Box>
  );
}
