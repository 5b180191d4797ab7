import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const colours = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

export default function ChipColours() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {colours.map((colour) => (
          <Chip key={colour} label={colour} color={colour} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {colours.map((colour) => (
          <Chip key={colour} label={colour} color={colour} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
