import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
};

export default function FocusTrapToggle() {
  const [locked, setLocked] = React.useState(false);

  return (
    <FocusTrap open={locked} disableAutoFocus disableRestoreFocus>
      <Region tabIndex={-1} data-locked={locked || undefined}>
        <Button type="button" aria-pressed={locked} onClick={() => setLocked(!locked)}>
          {locked ? 'Release focus' : 'Lock focus here'}
        </Button>
        <Button type="button">Bold</Button>
        <Button type="button">Italic</Button>
        <Button type="button">Underline</Button>
        <span>{locked ? 'Tab now cycles inside this box.' : 'Tab moves on to the page.'}</span>
      </Region>
    </FocusTrap>
  );
}

const Region = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: 12,
  borderRadius: 10,
  border: `2px dashed ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[data-locked]': {
    borderStyle: 'solid',
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:focus-visible': { outline: 'none' },
}));

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '6px 12px',
  borderRadius: 6,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[aria-pressed="true"]': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
