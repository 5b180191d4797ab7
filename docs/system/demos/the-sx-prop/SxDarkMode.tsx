import Box from '@mui/system/Box';

export default function SxDarkMode() {
  return (
    <Box
      role="note"
      sx={[
        {
          maxWidth: 440,
          p: 2,
          borderLeft: 4,
          borderRadius: 1,
          fontSize: 14,
          bgcolor: '#e8f4ec',
          borderColor: '#2e7d32',
          color: '#1b3d22',
        },
        // Placed last in the array so that it overrides the light values.
        (theme) =>
          theme.applyStyles('dark', {
            bgcolor: '#15291b',
            borderColor: '#81c784',
            color: '#d7eedb',
          }),
      ]}>
      Switch the site between light and dark mode: the note changes with it, because its dark colours are written with
      theme.applyStyles(&apos;dark&apos;, …).
    </Box>
  );
}
