import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FormModal() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [project, setProject] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setProject(String(data.get('name') ?? ''));
    setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button onClick={() => setOpen(true)}>New project</Button>
      {project ? <Typography level="body-sm">Created “{project}”.</Typography> : null}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{width: 'min(100%, 400px)'}}>
          <DialogTitle>Create a project</DialogTitle>
          <DialogContent>Projects group your boards and share one member list.</DialogContent>
          <form onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end'}}>
                <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit">Create</Button>
              </Stack>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
