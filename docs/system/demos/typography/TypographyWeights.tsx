import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

export default function TypographyWeights() {
  const theme = useTheme();
  // fontWeight: 'bold' finds theme.typography.fontWeightBold, and so on for each fontWeight* entry.
  const weights = Object.entries(theme.typography)
    .filter(([key, value]) => key.startsWith('fontWeight') && value !== undefined)
    .map(([key, value]) => ({name: key.charAt(10).toLowerCase() + key.slice(11), value: String(value)}));

  return (
    <Box sx={{display: 'grid', gap: 1}}>
      {weights.map((weight) => (
        <Box key={weight.name} sx={{display: 'flex', alignItems: 'baseline', gap: 2}}>
          <Box component="code" sx={{width: 200, fontSize: 13, color: 'text.secondary'}}>
            fontWeight: &apos;{weight.name}&apos;
          </Box>
          <Box sx={{fontWeight: weight.name, fontSize: 20}}>Weight {weight.value}</Box>
        </Box>
      ))}
      <Box sx={{display: 'flex', alignItems: 'baseline', gap: 2}}>
        <Box component="code" sx={{width: 200, fontSize: 13, color: 'text.secondary'}}>
          fontWeight: 600
        </Box>
        <Box sx={{fontWeight: 600, fontSize: 20}}>A number is plain CSS</Box>
      </Box>
    </Box>
  );
}
