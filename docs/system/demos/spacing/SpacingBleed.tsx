import Box from '@mui/system/Box';

export default function SpacingBleed() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 360,
        mx: 'auto',
        p: {xs: 2, sm: 3},
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}>
      {/* Negative margins equal to the card's padding let the banner reach the edges. */}
      <Box
        aria-hidden
        sx={{
          mx: {xs: -2, sm: -3},
          mt: {xs: -2, sm: -3},
          mb: 2,
          height: 96,
          bgcolor: 'primary.main',
        }}
      />
      <Box component="h3" sx={{m: 0, mb: 1, fontSize: 18}}>
        Release notes
      </Box>
      <Box component="p" sx={{m: 0, color: 'text.secondary', fontSize: 14}}>
        The card is centred with mx: auto. Its padding grows from the sm breakpoint, and the banner's negative margins
        follow it.
      </Box>
    </Box>
  );
}
