import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

export default function BorderColors() {
  const theme = useTheme();
  // Every palette entry with a `main` shade: primary, secondary, error and so on.
  const intents = Object.entries(theme.palette)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'main' in value)
    .map(([name]) => name);
  const paths = [...intents.map((name) => `${name}.main`), 'divider', 'text.primary'];

  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
      {paths.map((path) => (
        <Box
          key={path}
          sx={{
            px: 2,
            py: 1.5,
            border: 2,
            borderColor: path,
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
          }}>
          {path}
        </Box>
      ))}
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderBottom: 3,
          borderBottomColor: 'primary.main',
          fontFamily: 'monospace',
          fontSize: 13,
        }}>
        borderBottomColor
      </Box>
    </Box>
  );
}
