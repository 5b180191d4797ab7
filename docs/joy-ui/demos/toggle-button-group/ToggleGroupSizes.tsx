import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ToggleGroupSizes() {
  const [unit, setUnit] = React.useState<string | null>('metric');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          aria-label={`Units, size ${size}`}
          value={unit}
          onChange={(event, newUnit) => {
            if (newUnit !== null) {
              setUnit(newUnit);
            }
          }}>
          <Button value="metric">Metric</Button>
          <Button value="imperial">Imperial</Button>
        </ToggleButtonGroup>
      ))}
      <ToggleButtonGroup disabled aria-label="Units, disabled" value="metric">
        <Button value="metric">Metric</Button>
        <Button value="imperial">Imperial</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
