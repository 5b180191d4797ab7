import Box from '@mui/system/Box';

const lines = Array.from({length: 8}, (_, index) => `Log line ${index + 1}: task finished`);

export default function SizingHeight() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}}>
      {/* height: 0.5 is 50% of the parent's 160px height. */}
      <Box
        sx={{
          height: 160,
          width: 120,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          boxSizing: 'border-box',
        }}>
        <Box
          sx={{
            height: 0.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            p: 1,
            fontSize: 13,
          }}>
          height: 0.5
        </Box>
      </Box>
      {/* minHeight keeps an empty panel from collapsing. */}
      <Box
        sx={{
          minHeight: 160,
          width: 160,
          p: 1.5,
          border: '1px dashed',
          borderColor: 'text.secondary',
          borderRadius: 1,
          fontSize: 13,
          boxSizing: 'border-box',
        }}>
        minHeight: 160, no content yet
      </Box>
      {/* maxHeight with overflow turns a long list into a scrolling one. */}
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Build log, scrollable"
        sx={{
          maxHeight: 160,
          width: 240,
          overflow: 'auto',
          m: 0,
          py: 1,
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: 13,
          boxSizing: 'border-box',
        }}>
        {lines.map((line) => (
          <Box component="li" key={line} sx={{py: 0.5}}>
            {line}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
