import Autocomplete from '@mui/material/Autocomplete';
import {styled} from '@mui/material/styles';

const timezones = [
  'Africa/Lagos',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Pacific/Auckland',
];

const Label = styled('label')(({theme}) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  ...theme.typography.body2,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Input = styled('input')(({theme}) => ({
  boxSizing: 'border-box',
  width: 260,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 4,
  '&:hover': {borderColor: theme.palette.text.secondary},
  '&:focus': {outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1},
}));

export default function CustomInput() {
  return (
    <Autocomplete
      id="custom-input-demo"
      options={timezones}
      // Without a TextField there are no adornments, so the clear and open buttons are not shown.
      renderInput={(params) => (
        <div ref={params.InputProps.ref}>
          <Label {...params.InputLabelProps}>Time zone</Label>
          <Input type="text" {...params.inputProps} />
        </div>
      )}
    />
  );
}
