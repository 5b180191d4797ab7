import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

// Responsive values, so that they win over the snackbar's own offsets at the `sm` breakpoint.
// `absolute` keeps the snackbar inside the frame; on a real page, keep it fixed.
const aboveFab = {
  position: 'absolute',
  left: {xs: 16, sm: 16},
  right: {xs: 16, sm: 16},
  bottom: {xs: 88, sm: 88},
} as const;

export default function FabSnackbar() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <Paper variant="outlined" sx={{position: 'relative', height: 260, maxWidth: 420, mx: 'auto', overflow: 'hidden'}}>
      <Box sx={{p: 2}}>
        <Typography variant="subtitle1" component="h3" sx={{m: 0}}>
          Notes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Press the add button to create a note.
        </Typography>
      </Box>
      <Fab
        color="primary"
        aria-label="Add note"
        onClick={() => setOpen(true)}
        sx={{position: 'absolute', right: 16, bottom: 16}}>
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message="Note created"
        action={
          <Button color="secondary" size="small" onClick={() => setOpen(false)}>
            Undo
          </Button>
        }
        sx={aboveFab}
      />
    </Paper>
  );
}
