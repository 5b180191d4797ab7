import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

function Label({ children, htmlFor }: { children: React.ReactNode; htmlFor: string }) {
  const formControl = useFormControlContext();
  return (
    <StyledLabel htmlFor={htmlFor}>
      {children}
      {formControl?.required && <span aria-hidden> *</span>}
    </StyledLabel>
  );
}

export default function FormControlBasic() {
  const inputId = React.useId();
  const helperId = React.useId();

  return (
    <FormControl defaultValue="" required>
      <Label htmlFor={inputId}>Display name</Label>
      <StyledInput
        id={inputId}
        placeholder="How others see you"
        slotProps={{ input: { 'aria-describedby': helperId } }}
      />
      <Helper id={helperId}>Shown on your profile and in comments.</Helper>
    </FormControl>
  );
}

const StyledLabel = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontWeight: 600,
});

const StyledInput = styled(Input)(({ theme }) => ({
  maxWidth: 320,
  '& .base-Input-input': {
    font: 'inherit',
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${colors.border}`,
    color: 'inherit',
    backgroundColor: 'transparent',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
  '& .base-Input-input:focus': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark, borderColor: colors.accentDark }),
  },
}));

const Helper = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
