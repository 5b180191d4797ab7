import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';

const cuisines = ['Vegetarian', 'Vegan', 'Gluten-free', 'Spicy', 'Kid-friendly'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Vegetarian']);

  const toggle = (cuisine: string) => {
    setSelected((current) =>
      current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine],
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {cuisines.map((cuisine) => {
          const isSelected = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              icon={isSelected ? <DoneIcon /> : undefined}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => toggle(cuisine)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {selected.length === 0 ? 'Showing all recipes' : `Filtering by: ${selected.join(', ')}`}
      </Typography>
    </Stack>
  );
}
