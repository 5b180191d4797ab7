import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

export default function ZIndexScale() {
  const theme = useTheme();
  // Highest first in the DOM, so without zIndex the lowest layer would be painted on top.
  const layers = Object.entries(theme.zIndex).sort(([, a], [, b]) => b - a);

  return (
    // isolation: 'isolate' starts a stacking context: these large values stay inside the demo.
    <Box sx={{position: 'relative', isolation: 'isolate', height: (layers.length - 1) * 18 + 72, width: '100%'}}>
      {layers.map(([name, value], index) => {
        const step = layers.length - 1 - index;
        return (
          <Box
            key={name}
            sx={{
              position: 'absolute',
              top: step * 18,
              left: step * 28,
              zIndex: name,
              width: 180,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              boxShadow: 2,
              fontSize: 13,
            }}>
            <Box component="code">zIndex: &apos;{name}&apos;</Box>
            <Box sx={{color: 'text.secondary'}}>{value}</Box>
          </Box>
        );
      })}
    </Box>
  );
}
