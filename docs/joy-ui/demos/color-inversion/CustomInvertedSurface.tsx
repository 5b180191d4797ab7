import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import {applySolidInversion} from '@mui/joy/colorInversion';

export default function CustomInvertedSurface() {
  return (
    <Box
      component="section"
      aria-label="Upgrade offer"
      sx={[
        (theme) => ({
          p: 2,
          borderRadius: 'md',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          // The solid success recipe for the surface itself...
          ...theme.variants.solid.success,
        }),
        // ...and the inversion variables for everything inside it.
        applySolidInversion('success'),
      ]}>
      <Box sx={{flex: '1 1 200px'}}>
        <Typography level="title-md">Storage doubled</Typography>
        <Typography level="body-sm">Every plan now includes 20 GB per member.</Typography>
      </Box>
      <Button variant="solid">See plans</Button>
      <Button variant="plain">Dismiss</Button>
    </Box>
  );
}
