import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarWithDecorators() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [archived, setArchived] = React.useState<boolean>(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  // The snackbar's buttons disappear with it: send focus back to where it came from.
  const closeAndRefocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div>
      <Button
        ref={triggerRef}
        variant="outlined"
        onClick={() => {
          setArchived(true);
          setOpen(true);
        }}>
        Archive conversation
      </Button>
      <Typography level="body-sm" sx={{mt: 1}}>
        {archived ? 'The conversation is archived.' : 'The conversation is in your inbox.'}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        color="neutral"
        variant="soft"
        startDecorator={<ArchiveIcon />}
        endDecorator={
          <React.Fragment>
            <Button
              size="sm"
              variant="plain"
              onClick={() => {
                setArchived(false);
                closeAndRefocus();
              }}>
              Undo
            </Button>
            <IconButton size="sm" variant="plain" aria-label="Dismiss" onClick={closeAndRefocus}>
              <CloseIcon />
            </IconButton>
          </React.Fragment>
        }>
        Conversation archived.
      </Snackbar>
    </div>
  );
}
