import Box from '@mui/system/Box';
import useTheme from '@mui/system/useTheme';

const values = [0, 0.5, 1, 2, 3, '50%'];

export default function BorderRadiusScale() {
  const theme = useTheme();
  return (
    <Box sx={{width: '100%'}}>
      <Box component="p" sx={{mt: 0, mb: 2, fontSize: 14}}>
        theme.shape.borderRadius is <code>{String(theme.shape.borderRadius)}</code>
      </Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3}}>
        {values.map((value) => (
          <Box key={value} sx={{display: 'grid', justifyItems: 'center', gap: 1}}>
            <Box sx={{width: 72, height: 72, bgcolor: 'primary.main', borderRadius: value}} />
            <Box component="code" sx={{fontSize: 13}}>
              {typeof value === 'number' ? value : `'${value}'`}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
