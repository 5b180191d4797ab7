import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

export default function TypographyVariants() {
  const theme = useTheme();
  // Variants are the object entries of theme.typography (h1, body1, caption...).
  const variants = Object.entries(theme.typography)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .map(([name]) => name);

  return (
    <Box sx={{display: 'grid', gap: 1.5, width: '100%', overflow: 'hidden'}}>
      {variants.map((variant) => (
        <Box key={variant} sx={{display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0}}>
          <Box component="code" sx={{flexShrink: 0, width: 96, fontSize: 12, color: 'text.secondary'}}>
            {variant}
          </Box>
          <Box sx={{typography: variant, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap'}}>
            The quick brown fox
          </Box>
        </Box>
      ))}
    </Box>
  );
}
