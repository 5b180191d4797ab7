import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function CheckboxSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <Checkbox size="small" defaultChecked slotProps={{input: {'aria-label': 'Small checkbox'}}} />
      <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Medium checkbox'}}} />
      <Checkbox size="large" defaultChecked slotProps={{input: {'aria-label': 'Large checkbox'}}} />
      {/* An exact size: set the font size of the icon inside the checkbox. */}
      <Checkbox
        defaultChecked
        sx={{'& .MuiSvgIcon-root': {fontSize: 40}}}
        slotProps={{input: {'aria-label': 'Checkbox with a 40-pixel icon'}}}
      />
    </Stack>
  );
}
