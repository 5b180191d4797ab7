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
  label: '#1b1f27',
  labelDark: '#e6e9ef',
  onLabel: '#ffffff',
  onLabelDark: '#10141b',
};

const formatPrice = (value: number) => `€${value}`;

export default function SliderRange() {
  const [price, setPrice] = React.useState<number[]>([40, 120]);
  const labelId = React.useId();

  return (
    <Wrapper role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Price per night</Label>
      <StyledSlider
        value={price}
        onChange={(_, newValue) => {
          if (Array.isArray(newValue)) {
            setPrice(newValue);
          }
        }}
        min={0}
        max={200}
        step={5}
        // Each thumb needs its own name; `aria-labelledby` would give both the same one.
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => formatPrice(value)}
        valueLabelFormat={formatPrice}
        slots={{ valueLabel: 'span' }}
        slotProps={{ valueLabel: { className: 'value-label', 'aria-hidden': true } }}
      />
      <Summary>
        From {formatPrice(price[0] ?? 0)} to {formatPrice(price[1] ?? 0)}
      </Summary>
    </Wrapper>
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
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
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
  // The value label renders inside each thumb; show it while the thumb is hovered, focused or dragged.
  '& .value-label': {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: '50%',
    padding: '2px 6px',
    borderRadius: 4,
    fontSize: '0.75rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: colors.onLabel,
    backgroundColor: colors.label,
    transform: 'translateX(-50%) scale(0)',
    transformOrigin: 'bottom center',
    transition: 'transform 120ms',
    ...theme.applyStyles('dark', { color: colors.onLabelDark, backgroundColor: colors.labelDark }),
  },
  '& .base-Slider-thumb:hover .value-label, & .base--focusVisible .value-label, & .base--active .value-label':
    {
      transform: 'translateX(-50%) scale(1)',
    },
}));

const Label = styled('span')({
  display: 'block',
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Summary = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
});

const Wrapper = styled('div')({
  maxWidth: 320,
  paddingTop: 16,
});
