import * as React from 'react';
import { Button } from '@mui/base/Button';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentHover: '#264fb0',
  accentActive: '#1f4294',
  accentDark: '#8fb3ff',
  accentDarkHover: '#a9c4ff',
  onAccentDark: '#0d1526',
  border: '#8a93a6',
  borderDark: '#6b7385',
  hover: '#eef2fa',
  hoverDark: '#262d3d',
  focus: 'rgba(47, 95, 208, 0.45)',
  focusDark: 'rgba(143, 179, 255, 0.55)',
};

export default function ButtonBasic() {
  return (
    <Row>
      <PrimaryButton>Publish</PrimaryButton>
      <SecondaryButton>Save draft</SecondaryButton>
      <PrimaryButton disabled>Publishing…</PrimaryButton>
    </Row>
  );
}

const BaseStyles = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  transition: 'background-color 120ms, transform 120ms',
  '&.base--focusVisible': {
    outline: 'none',
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
  '&.base--active': {
    transform: 'translateY(1px)',
  },
  '&.base--disabled': {
    opacity: 0.5,
    cursor: 'not-allowed',
  },
}));

const PrimaryButton = styled(BaseStyles)(({ theme }) => ({
  border: `1px solid ${colors.accent}`,
  color: '#ffffff',
  backgroundColor: colors.accent,
  '&:hover:not(.base--disabled)': { backgroundColor: colors.accentHover },
  '&.base--active': { backgroundColor: colors.accentActive },
  ...theme.applyStyles('dark', {
    borderColor: colors.accentDark,
    color: colors.onAccentDark,
    backgroundColor: colors.accentDark,
    '&:hover:not(.base--disabled)': { backgroundColor: colors.accentDarkHover },
    '&.base--active': { backgroundColor: colors.accentDark },
  }),
}));

const SecondaryButton = styled(BaseStyles)(({ theme }) => ({
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  '&:hover:not(.base--disabled)': { backgroundColor: colors.hover },
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    '&:hover:not(.base--disabled)': { backgroundColor: colors.hoverDark },
  }),
}));

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});
