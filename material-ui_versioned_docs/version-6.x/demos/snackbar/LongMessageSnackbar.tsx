import Button from '@mui/material/Button';
import SnackbarContent, {snackbarContentClasses} from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const undo = (
  <Button color="secondary" size="small">
    Undo
  </Button>
);

const longAction = (
  <Button color="secondary" size="small">
    Review sharing settings
  </Button>
);

// These surfaces are static examples, always on screen, so they use role="presentation" instead
// of the default role="alert", which would make screen readers announce all three on page load.
export default function LongMessageSnackbar() {
  return (
    <Stack spacing={2} sx={{maxWidth: 600}}>
      <SnackbarContent role="presentation" message="Photo moved to the bin." action={undo} />
      <SnackbarContent
        role="presentation"
        message="Three files could not be uploaded because they are larger than the 25 MB limit. Compress them or split them into smaller files, then try again."
        action={undo}
      />
      <SnackbarContent
        role="presentation"
        message="The folder is now shared with everyone in your organisation."
        action={longAction}
        sx={{[`& .${snackbarContentClasses.message}`]: {flexBasis: '100%'}}}
      />
    </Stack>
  );
}
