import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#5f687a',
  borderDark: '#9aa3b5',
  checkmark: '#ffffff',
  checkmarkDark: '#0d1526',
};

export default function CheckboxNative() {
  return (
    <Fieldset>
      <legend>Email me about</legend>
      <label>
        <Checkbox type="checkbox" name="topics" value="releases" defaultChecked />
        New releases
      </label>
      <label>
        <Checkbox type="checkbox" name="topics" value="events" />
        Events near me
      </label>
      <label>
        <Checkbox type="checkbox" name="topics" value="security" defaultChecked disabled />
        Security notices (always on)
      </label>
    </Fieldset>
  );
}

// `appearance: none` removes the browser's drawing; the input keeps its role, state and keyboard support.
const Checkbox = styled('input')(({ theme }) => ({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: 18,
  height: 18,
  margin: 0,
  borderRadius: 4,
  border: `2px solid ${colors.border}`,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:checked': {
    borderColor: colors.accent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, backgroundColor: colors.accentDark }),
  },
  // The check mark: a rotated L drawn with two borders.
  '&:checked::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    border: `solid ${colors.checkmark}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
    ...theme.applyStyles('dark', { borderColor: colors.checkmarkDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
}));

const Fieldset = styled('fieldset')({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  margin: 0,
  padding: 0,
  border: 'none',
  '& legend': { padding: 0, marginBottom: 8, fontWeight: 600 },
  '& label': { display: 'flex', alignItems: 'center', gap: 10 },
});
