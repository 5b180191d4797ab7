import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function RowRadioGroup() {
  return (
    <FormControl>
      <FormLabel id="shirt-size-label">Shirt size</FormLabel>
      <RadioGroup row aria-labelledby="shirt-size-label" name="shirt-size" defaultValue="M">
        {sizes.map((size) => (
          <FormControlLabel
            key={size}
            value={size}
            control={<Radio size="small" color="secondary" />}
            label={size}
            labelPlacement="bottom"
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
