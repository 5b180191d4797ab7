import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';

export default function CircularIntegration() {
  const [loading, setLoading] = React.useState(false);
  const [success, setSuccess] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Clear a pending save if the demo unmounts while it is running.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    if (loading) return;
    setSuccess(false);
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      setSuccess(true);
    }, 2000);
  };

  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <Box sx={{position: 'relative'}}>
        <Fab aria-label={success ? 'Saved' : 'Save'} color={success ? 'success' : 'primary'} onClick={handleSave}>
          {success ? <CheckIcon /> : <SaveIcon />}
        </Fab>
        {loading && (
          <CircularProgress
            size={68}
            color="success"
            aria-label="Saving"
            sx={{position: 'absolute', top: -6, left: -6, zIndex: 1}}
          />
        )}
      </Box>
      <Box sx={{position: 'relative'}}>
        <Button variant="contained" disabled={loading} onClick={handleSave}>
          {success ? 'Saved' : 'Save changes'}
        </Button>
        {loading && (
          <CircularProgress
            size={24}
            aria-label="Saving"
            sx={{position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px'}}
          />
        )}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {loading ? 'Saving…' : success ? 'All changes saved' : ''}
      </Typography>
    </Stack>
  );
}
