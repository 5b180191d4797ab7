import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [view, setView] = React.useState<string | null>('week');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    setView(next);
  };

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={view}
          exclusive
          onChange={handleChange}
          aria-label={`Calendar view, ${size}`}>
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
      ))}
      <ToggleButtonGroup
        fullWidth
        value={view}
        exclusive
        onChange={handleChange}
        aria-label="Calendar view, full width">
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
