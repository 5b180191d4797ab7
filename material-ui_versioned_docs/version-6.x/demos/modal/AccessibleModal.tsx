import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function AccessibleModal() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('holiday-photos');
  const titleId = React.useId();
  const descriptionId = React.useId();
  const handleClose = () => setOpen(false);

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Rename folder
      </Button>
      <Typography variant="body2">Folder: {name}</Typography>
      <Modal open={open} onClose={handleClose}>
        <Box
          component="form"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('folder-name');
            if (typeof value === 'string' && value.trim() !== '') {
              setName(value.trim());
            }
            handleClose();
          }}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}>
          <Typography id={titleId} variant="h6" component="h2">
            Rename folder
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{mt: 1, mb: 2, color: 'text.secondary'}}>
            Links shared with others keep working after the change.
          </Typography>
          <TextField
            name="folder-name"
            label="Folder name"
            defaultValue={name}
            size="small"
            fullWidth
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end', mt: 2}}>
            <Button onClick={handleClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Rename
            </Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
