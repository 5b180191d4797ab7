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
};

const bands = ['Bass', 'Mid', 'Treble'];

export default function SliderVertical() {
  return (
    <Row role="group" aria-label="Equaliser">
      {bands.map((band) => (
        <Band key={band}>
          <StyledSlider
            orientation="vertical"
            min={-12}
            max={12}
            defaultValue={0}
            aria-label={band}
            getAriaValueText={(value) => `${value > 0 ? '+' : ''}${value} dB`}
          />
          <span aria-hidden>{band}</span>
        </Band>
      ))}
    </Row>
  );
}

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 4,
  height: 160,
  padding: '0 16px',
  color: colors.accent,
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { color: colors.accentDark }),
  '& .base-Slider-rail': {
    position: 'absolute',
    left: '50%',
    width: 4,
    height: '100%',
    borderRadius: 2,
    backgroundColor: 'currentColor',
    opacity: 0.3,
    transform: 'translateX(-50%)',
  },
  // In the vertical orientation the track gets `bottom` and `height` styles.
  '& .base-Slider-track': {
    position: 'absolute',
    left: '50%',
    width: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    transform: 'translateX(-50%)',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    left: '50%',
    width: 18,
    height: 18,
    boxSizing: 'border-box',
    border: '2px solid currentColor',
    borderRadius: '50%',
    backgroundColor: colors.thumb,
    transform: 'translate(-50%, 50%)',
    ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  },
  '& .base-Slider-thumb:hover, & .base-Slider-thumb.base--focusVisible, & .base-Slider-thumb.base--active':
    {
      boxShadow: `0 0 0 6px ${colors.focus}`,
      ...theme.applyStyles('dark', { boxShadow: `0 0 0 6px ${colors.focusDark}` }),
    },
}));

const Row = styled('div')({
  display: 'flex',
  gap: 24,
  padding: '12px 0',
});

const Band = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.8125rem',
});
