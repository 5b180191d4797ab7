import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

export default function AutocompleteVariants() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Stack spacing={1.5} sx={{width: 220}}>
        {variants.map((variant) => (
          <Autocomplete
            key={variant}
            variant={variant}
            options={planets}
            placeholder={variant}
            aria-label={`${variant} autocomplete`}
          />
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{width: 220}}>
        {colors.map((color) => (
          <Autocomplete
            key={color}
            color={color}
            variant="soft"
            options={planets}
            placeholder={color}
            aria-label={`${color} autocomplete`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
