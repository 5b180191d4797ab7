import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  thumb: '#ffffff',
  thumbDark: '#1b1f27',
  focus: 'rgba(47, 95, 208, 0.3)',
  focusDark: 'rgba(143, 179, 255, 0.35)',
  text: '#1b1f27',
  textDark: '#e6e9ef',
};

const sizes = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

const sizeName = (value: number) => sizes.find((size) => size.value === value)?.label ?? '';

export default function SliderMarks() {
  const sizeId = React.useId();
  const stepsId = React.useId();

  return (
    <Stack>
      <div>
        <Label id={sizeId}>T-shirt size (only the marked values)</Label>
        <StyledSlider
          aria-labelledby={sizeId}
          defaultValue={50}
          step={null}
          marks={sizes}
          getAriaValueText={sizeName}
        />
      </div>
      <div>
        <Label id={stepsId}>Opacity, in steps of 10%</Label>
        <StyledSlider
          aria-labelledby={stepsId}
          defaultValue={70}
          step={10}
          marks
          getAriaValueText={(value) => `${value}%`}
        />
      </div>
    </Stack>
  );
}

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: '100%',
  height: 4,
  padding: '16px 0',
  color: colors.accent,
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { color: colors.accentDark }),
  // Leave room under the slider for the mark labels.
  '&.base-Slider-marked': { marginBottom: 20 },
  '& .base-Slider-rail': {
    position: 'absolute',
    top: '50%',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    opacity: 0.3,
    transform: 'translateY(-50%)',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    top: '50%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    transform: 'translateY(-50%)',
  },
  '& .base-Slider-mark': {
    position: 'absolute',
    top: '50%',
    width: 6,
    height: 6,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    opacity: 0.5,
    transform: 'translate(-50%, -50%)',
  },
  '& .base-Slider-markActive': {
    opacity: 1,
    backgroundColor: colors.thumb,
    ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  },
  '& .base-Slider-markLabel': {
    position: 'absolute',
    top: 'calc(50% + 14px)',
    fontSize: '0.75rem',
    color: colors.text,
    transform: 'translateX(-50%)',
    ...theme.applyStyles('dark', { color: colors.textDark }),
  },
  '& .base-Slider-markLabelActive': { fontWeight: 700 },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
    zIndex: 1,
    width: 18,
    height: 18,
    boxSizing: 'border-box',
    border: '2px solid currentColor',
    borderRadius: '50%',
    backgroundColor: colors.thumb,
    transform: 'translate(-50%, -50%)',
    ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  },
  '& .base-Slider-thumb:hover, & .base-Slider-thumb.base--focusVisible, & .base-Slider-thumb.base--active':
    {
      boxShadow: `0 0 0 6px ${colors.focus}`,
      ...theme.applyStyles('dark', { boxShadow: `0 0 0 6px ${colors.focusDark}` }),
    },
}));

const Label = styled('span')({
  display: 'block',
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 320,
});
