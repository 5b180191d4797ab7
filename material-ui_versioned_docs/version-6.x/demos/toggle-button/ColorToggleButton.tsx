import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const colors = ['standard', 'primary', 'secondary', 'success', 'error'] as const;

export default function ColorToggleButton() {
  const [platform, setPlatform] = React.useState<string | null>('web');

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      {colors.map((color) => (
        <ToggleButtonGroup
          key={color}
          color={color}
          size="small"
          value={platform}
          exclusive
          onChange={(_event, next: string | null) => setPlatform(next)}
          aria-label={`Platform, ${color} colour`}>
          <ToggleButton value="web">Web</ToggleButton>
          <ToggleButton value="android">Android</ToggleButton>
          <ToggleButton value="ios">iOS</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
