import InputAdornment, {inputAdornmentClasses} from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {inputBaseClasses} from '@mui/material/InputBase';

// The suffix is hidden while the label sits inside the field, and fades in once the
// label has shrunk (the label carries data-shrink="true" in that state).
const suffixStyles = {
  [`& .${inputAdornmentClasses.root}`]: {opacity: 0, transition: 'opacity 150ms'},
  [`& label[data-shrink="true"] + .${inputBaseClasses.root} .${inputAdornmentClasses.root}`]: {opacity: 1},
} as const;

const variants = ['outlined', 'filled', 'standard'] as const;

export default function InputSuffixShrink() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      {variants.map((variant) => (
        <TextField
          key={variant}
          variant={variant}
          label={`Height (${variant})`}
          sx={suffixStyles}
          slotProps={{
            input: {endAdornment: <InputAdornment position="end">cm</InputAdornment>},
            htmlInput: {inputMode: 'numeric'},
          }}
        />
      ))}
    </Stack>
  );
}
