import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function TextFieldHiddenLabel() {
  return (
    <Stack spacing={1.5} sx={{width: '100%', maxWidth: 360}}>
      <Typography id="quick-note-heading" variant="subtitle2" component="p">
        Quick note
      </Typography>
      <TextField
        hiddenLabel
        variant="filled"
        placeholder="Add a note for the driver"
        slotProps={{htmlInput: {'aria-labelledby': 'quick-note-heading'}}}
      />
      <TextField
        hiddenLabel
        variant="filled"
        size="small"
        placeholder="Filter notes"
        slotProps={{htmlInput: {'aria-label': 'Filter notes'}}}
      />
    </Stack>
  );
}
