import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export default function SlotPropsTextField() {
  return (
    <TextField
      label="Hourly rate"
      defaultValue="45"
      helperText="Between 10 and 500"
      sx={{width: 260}}
      slotProps={{
        // Props for the OutlinedInput component.
        input: {
          startAdornment: <InputAdornment position="start">€</InputAdornment>,
        },
        // Attributes for the native <input> element.
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 3,
        },
        // Props for the FormHelperText component.
        formHelperText: {
          sx: {fontStyle: 'italic'},
        },
      }}
    />
  );
}
