import Box from '@mui/material/Box';
import {useTheme} from '@mui/material/styles';

// Colour paths of the palette: string entries, skipping the *Channel helpers of CSS-variable themes
// and the palettes Material UI keeps for individual components (Alert, Button...).
function colourPaths(palette: object): {group: string; paths: string[]}[] {
  const groups: {group: string; paths: string[]}[] = [];
  const topLevel: string[] = [];
  for (const [key, value] of Object.entries(palette)) {
    if (/^[A-Z]/.test(key) || key.endsWith('Channel') || key === 'mode') {
      continue;
    }
    if (typeof value === 'string') {
      topLevel.push(key);
    } else if (typeof value === 'object' && value !== null) {
      const paths = Object.entries(value)
        .filter(([shade, colour]) => typeof colour === 'string' && !shade.endsWith('Channel'))
        .map(([shade]) => `${key}.${shade}`);
      if (paths.length > 0) {
        groups.push({group: key, paths});
      }
    }
  }
  return topLevel.length > 0 ? [...groups, {group: 'other', paths: topLevel}] : groups;
}

export default function PaletteReference() {
  const theme = useTheme();
  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      {colourPaths(theme.palette).map(({group, paths}) => (
        <Box key={group} component="section" aria-label={group}>
          <Box sx={{fontWeight: 'bold', fontSize: 14, mb: 1}}>{group}</Box>
          <Box component="ul" sx={{display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none'}}>
            {paths.map((path) => (
              <Box component="li" key={path} sx={{display: 'flex', alignItems: 'center', gap: 1, minWidth: 180}}>
                <Box
                  sx={{
                    width: 32,
                    height: 32,
                    flexShrink: 0,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: path,
                  }}
                />
                <Box component="code" sx={{fontSize: 13}}>
                  {path}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
