import Box from '@mui/system/Box';

export default function UsageQuickStart() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 380,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 'bold',
        }}>
        AL
      </Box>
      <Box sx={{minWidth: 0}}>
        <Box sx={{fontWeight: 'bold'}}>Ada Lovelace</Box>
        <Box sx={{color: 'text.secondary', fontSize: 14}}>Analytical Engine team · online</Box>
      </Box>
    </Box>
  );
}
