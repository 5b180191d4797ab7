import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdatesOutlined';

export default function ApplyStylesCallout() {
  return (
    <Box
      role="note"
      sx={[
        {
          display: 'flex',
          gap: 1.5,
          maxWidth: 440,
          p: 2,
          borderRadius: 2,
          borderLeft: '4px solid',
          // Light mode values first...
          bgcolor: '#fff8e1',
          borderColor: '#f9a825',
          color: '#5d4037',
        },
        // ...then the dark mode changes, last in the array. With CSS variables this becomes a
        // selector, so it switches together with the site's color mode, through CSS alone.
        (theme) =>
          theme.applyStyles('dark', {
            bgcolor: '#3e2f14',
            borderColor: '#ffca28',
            color: '#ffe0b2',
          }),
      ]}>
      <TipsAndUpdatesIcon aria-hidden />
      <div>
        <Typography variant="subtitle2" component="p">
          Tip
        </Typography>
        <Typography variant="body2">
          Switch this site between light and dark mode: the callout follows, because its dark
          styles are written with theme.applyStyles.
        </Typography>
      </div>
    </Box>
  );
}
