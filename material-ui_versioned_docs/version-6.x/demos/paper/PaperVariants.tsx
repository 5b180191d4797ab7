import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <Paper sx={{p: 2, flex: 1}}>
        <Typography variant="subtitle2">Elevation (default)</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          A shadow lifts the surface off the page.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{p: 2, flex: 1}}>
        <Typography variant="subtitle2">Outlined</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          A thin border instead of a shadow.
        </Typography>
      </Paper>
      <Paper variant="outlined" square sx={{p: 2, flex: 1}}>
        <Typography variant="subtitle2">Outlined and square</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          No rounded corners, for edge-to-edge panels.
        </Typography>
      </Paper>
    </Stack>
  );
}
