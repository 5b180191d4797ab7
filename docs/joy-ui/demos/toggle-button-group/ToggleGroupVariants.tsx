import * as React from 'react';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'solid', 'soft', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
type Variant = (typeof variants)[number];
type Color = (typeof colors)[number];

export default function ToggleGroupVariants() {
  const [value, setValue] = React.useState<string | null>('week');
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [color, setColor] = React.useState<Color>('neutral');
  const variantLabel = React.useId();
  const colorLabel = React.useId();

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        aria-label="Calendar view"
        variant={variant}
        color={color}
        value={value}
        onChange={(event, newValue) => {
          if (newValue !== null) {
            setValue(newValue);
          }
        }}>
        <Button value="day">Day</Button>
        <Button value="week">Week</Button>
        <Button value="month">Month</Button>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
        <div>
          <Typography id={variantLabel} level="body-sm" sx={{mb: 1}}>
            Variant
          </Typography>
          <RadioGroup
            aria-labelledby={variantLabel}
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant)}>
            {variants.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </div>
        <div>
          <Typography id={colorLabel} level="body-sm" sx={{mb: 1}}>
            Colour
          </Typography>
          <RadioGroup
            aria-labelledby={colorLabel}
            value={color}
            onChange={(event) => setColor(event.target.value as Color)}>
            {colors.map((item) => (
              <Radio key={item} value={item} label={item} size="sm" />
            ))}
          </RadioGroup>
        </div>
      </Stack>
    </Stack>
  );
}
