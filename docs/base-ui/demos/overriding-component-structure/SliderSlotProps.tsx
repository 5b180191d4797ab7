import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styled from '@mui/system/styled';

const colors = {
  rail: '#c9d1de',
  railDark: '#3a4358',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  end: '#0f7b6c',
  endDark: '#6fd8c4',
  surface: '#ffffff',
  surfaceDark: '#1b1f27',
};

const formatPrice = (value: number) => `€${value}`;

export default function SliderSlotProps() {
  const [range, setRange] = React.useState<number[]>([40, 160]);

  return (
    <Wrapper>
      <StyledSlider
        value={range}
        onChange={(event, value) => setRange(value as number[])}
        min={0}
        max={250}
        step={10}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        valueLabelFormat={formatPrice}
        // The value label is an opt-in slot: it renders only when you provide it.
        slots={{ valueLabel: 'span' }}
        slotProps={{
          // An object: the same props for every value label. The inputs already carry the value.
          valueLabel: { className: 'price-label', 'aria-hidden': true },
          // A callback: for the thumb it also receives the slot's own state.
          thumb: (ownerState, { index, active }) => ({
            'data-edge': index === 0 ? 'start' : 'end',
            'data-dragging': active || undefined,
          }),
        }}
      />
    </Wrapper>
  );
}

const Wrapper = styled('div')({ maxWidth: 360, padding: '40px 12px 8px' });

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: '100%',
  height: 4,
  padding: '12px 0',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: colors.rail,
    ...theme.applyStyles('dark', { backgroundColor: colors.railDark }),
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 18,
    height: 18,
    marginLeft: -9,
    marginTop: -7,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `3px solid ${colors.accent}`,
    backgroundColor: colors.surface,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, backgroundColor: colors.surfaceDark }),
  },
  '& .base-Slider-thumb[data-edge="end"]': {
    borderColor: colors.end,
    ...theme.applyStyles('dark', { borderColor: colors.endDark }),
  },
  '& .base-Slider-thumb[data-dragging]': { transform: 'scale(1.2)' },
  '& .base-Slider-thumb.base--focusVisible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 3,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& .price-label': {
    position: 'absolute',
    bottom: 24,
    left: '50%',
    transform: 'translateX(-50%)',
    fontSize: '0.8125rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
}));
