import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const amenities = ['Wi-Fi', 'Parking', 'Breakfast', 'Pool', 'Pets allowed', 'Gym'];

export default function ChipCheckboxSelection() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);

  const toggle = (name: string, checked: boolean) =>
    setSelected((list) => (checked ? [...list, name] : list.filter((item) => item !== name)));

  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{mb: 1}}>
        Amenities
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
        {amenities.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Check />}>
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) => toggle(name, event.target.checked)}
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
