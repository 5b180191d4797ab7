import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

export default function ShadowScale() {
  const theme = useTheme();
  // One tile per entry of theme.shadows: boxShadow: n picks entry n.
  const levels = theme.shadows.map((_, index) => index);

  return (
    <Box
      sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 3, width: '100%', p: 1}}>
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: level,
            fontFamily: 'monospace',
            fontSize: 13,
          }}>
          {level}
        </Box>
      ))}
    </Box>
  );
}
