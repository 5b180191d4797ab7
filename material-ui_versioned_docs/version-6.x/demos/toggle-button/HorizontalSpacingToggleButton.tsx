import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {toggleButtonGroupClasses} from '@mui/material/ToggleButtonGroup';
import type {Theme} from '@mui/material/styles';

const {grouped, selected} = toggleButtonGroupClasses;

// Give every button its own full border and corners again, and put a gap between them.
const spacedGroup = (theme: Theme) => ({
  gap: 1,
  flexWrap: 'wrap',
  [`& .${grouped}`]: {
    margin: 0,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
  },
  [`& .${grouped}.${selected} + .${grouped}.${selected}`]: {
    margin: 0,
    borderLeft: `1px solid ${theme.palette.divider}`,
  },
});

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function HorizontalSpacingToggleButton() {
  const [chosen, setChosen] = React.useState<string[]>(['M']);

  return (
    <ToggleButtonGroup
      value={chosen}
      onChange={(_event, next: string[]) => setChosen(next)}
      aria-label="Shirt sizes to show"
      color="primary"
      sx={spacedGroup}>
      {sizes.map((size) => (
        <ToggleButton key={size} value={size} sx={{minWidth: 48}}>
          {size}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
