import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const countries = ['Austria', 'Belgium', 'Croatia', 'Denmark', 'Estonia', 'Finland', 'Greece', 'Hungary', 'Ireland'];

export default function DisablePortal() {
  return (
    <Box
      component="section"
      aria-label="Scrolling panel"
      sx={{
        position: 'relative',
        maxWidth: 360,
        height: 240,
        overflow: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          This panel scrolls. Open both lists and compare.
        </Typography>
        <Autocomplete
          options={countries}
          renderInput={(params) => <TextField {...params} label="Portal (default)" />}
        />
        <Autocomplete
          disablePortal
          options={countries}
          renderInput={(params) => <TextField {...params} label="disablePortal" />}
        />
        <Typography variant="body2" color="text.secondary">
          End of the panel.
        </Typography>
      </Stack>
    </Box>
  );
}
