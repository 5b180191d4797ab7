import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const panelSx = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(440px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

function AddTagModal() {
  const [open, setOpen] = React.useState(false);
  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button size="small" onClick={() => setOpen(true)}>
        New tag…
      </Button>
      <Modal open={open} onClose={handleClose}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="nested-tag-title"
          sx={{...panelSx, width: 'min(320px, calc(100% - 48px))'}}>
          <Typography id="nested-tag-title" variant="h6" component="h3" gutterBottom>
            New tag
          </Typography>
          <TextField label="Tag name" size="small" fullWidth />
          <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end', mt: 2}}>
            <Button onClick={handleClose}>Cancel</Button>
            <Button variant="contained" onClick={handleClose}>
              Add
            </Button>
          </Stack>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);
  const handleClose = () => setOpen(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit note
      </Button>
      <Modal open={open} onClose={handleClose}>
        <Box role="dialog" aria-modal="true" aria-labelledby="nested-note-title" sx={panelSx}>
          <Typography id="nested-note-title" variant="h6" component="h2" gutterBottom>
            Edit note
          </Typography>
          <TextField label="Title" defaultValue="Trip to the coast" size="small" fullWidth />
          <Stack direction="row" spacing={1} sx={{alignItems: 'center', mt: 2}}>
            <Typography variant="body2" sx={{color: 'text.secondary', flexGrow: 1}}>
              No tags yet.
            </Typography>
            <AddTagModal />
          </Stack>
          <Stack direction="row" sx={{justifyContent: 'flex-end', mt: 2}}>
            <Button onClick={handleClose}>Done</Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
