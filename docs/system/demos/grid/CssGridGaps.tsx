import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

const tiles = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

export default function CssGridGaps() {
  const theme = useTheme();
  return (
    <Box sx={{width: '100%'}}>
      <Box component="p" sx={{mt: 0, mb: 1.5, fontSize: 14}}>
        rowGap: 3 = <code>{theme.spacing(3)}</code>, columnGap: 1 = <code>{theme.spacing(1)}</code>
      </Box>
      <Box
        sx={{
          display: 'grid',
          // As many columns of at least 96px as fit, sharing the leftover space equally.
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gridAutoRows: 56,
          rowGap: 3,
          columnGap: 1,
        }}>
        {tiles.map((tile) => (
          <Box
            key={tile}
            sx={{
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 'bold',
            }}>
            {tile}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
