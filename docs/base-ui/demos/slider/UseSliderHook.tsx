import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  rail: '#d5dbe4',
  railDark: '#3a4150',
  focus: 'rgba(47, 95, 208, 0.35)',
  focusDark: 'rgba(143, 179, 255, 0.4)',
};

const MIN = 0;
const MAX = 10;

export default function UseSliderHook() {
  const labelId = React.useId();
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    axis,
    axisProps,
    trackOffset,
    trackLeap,
    focusedThumbIndex,
  } = useSlider({ defaultValue: 6, min: MIN, max: MAX, 'aria-labelledby': labelId });

  const value = values[0] ?? MIN;

  return (
    <Wrapper>
      <Header>
        <span id={labelId}>Brightness</span>
        <span aria-hidden>{value} / 10</span>
      </Header>
      <Root {...getRootProps()}>
        <Fill style={{ ...axisProps[axis].offset(trackOffset), ...axisProps[axis].leap(trackLeap) }} />
        <Thumb
          {...getThumbProps()}
          data-index={0}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={axisProps[axis].offset(valueToPercent(value, MIN, MAX))}
        >
          {/* The hidden range input gives keyboard and screen reader support. */}
          <input {...getHiddenInputProps()} data-index={0} value={value} aria-valuenow={value} />
        </Thumb>
      </Root>
    </Wrapper>
  );
}

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'block',
  height: 12,
  borderRadius: 6,
  backgroundColor: colors.rail,
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { backgroundColor: colors.railDark }),
}));

const Fill = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: 6,
  backgroundColor: colors.accent,
  ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
}));

const Thumb = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  width: 6,
  height: 24,
  borderRadius: 3,
  backgroundColor: colors.accent,
  transform: 'translate(-50%, -50%)',
  ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  '&[data-focus-visible]': {
    boxShadow: `0 0 0 4px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 4px ${colors.focusDark}` }),
  },
}));

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  marginBottom: 12,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Wrapper = styled('div')({
  maxWidth: 320,
});
