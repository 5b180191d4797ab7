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
  disabled: '#7b8598',
  disabledDark: '#6b7385',
};

export default function SliderBasic() {
  const volumeId = React.useId();
  const balanceId = React.useId();

  return (
    <Stack>
      <div>
        <Label id={volumeId}>Volume</Label>
        <StyledSlider defaultValue={40} aria-labelledby={volumeId} />
      </div>
      <div>
        <Label id={balanceId}>Balance (locked)</Label>
        <StyledSlider defaultValue={60} disabled aria-labelledby={balanceId} />
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
  '&.base--disabled': {
    color: colors.disabled,
    cursor: 'default',
    pointerEvents: 'none',
    ...theme.applyStyles('dark', { color: colors.disabledDark }),
  },
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
    transition: 'box-shadow 120ms',
    ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  },
  '& .base-Slider-thumb:hover, & .base-Slider-thumb.base--focusVisible': {
    boxShadow: `0 0 0 6px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 6px ${colors.focusDark}` }),
  },
  '& .base-Slider-thumb.base--active': {
    boxShadow: `0 0 0 8px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 8px ${colors.focusDark}` }),
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
