import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [saving, setSaving] = React.useState<boolean>(false);

  React.useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Paper variant="outlined" sx={{position: 'relative', p: 3, maxWidth: 360, mx: 'auto'}}>
      <Box aria-busy={saving} sx={{display: 'flex', flexDirection: 'column', gap: 2}}>
        <Typography variant="h6">Shipping address</Typography>
        <TextField label="Street" defaultValue="12 Harbour Road" size="small" />
        <TextField label="City" defaultValue="Lisbon" size="small" />
        <Button variant="contained" onClick={() => setSaving(true)} disabled={saving}>
          Save address
        </Button>
      </Box>
      <Backdrop
        open={saving}
        sx={{position: 'absolute', borderRadius: 'inherit', bgcolor: 'rgba(255, 255, 255, 0.7)'}}
      >
        <CircularProgress />
      </Backdrop>
    </Paper>
  );
}
