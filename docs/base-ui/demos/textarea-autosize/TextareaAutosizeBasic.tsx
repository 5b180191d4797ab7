import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  placeholder: '#5b6476',
  placeholderDark: '#a3acbd',
};

export default function TextareaAutosizeBasic() {
  const id = React.useId();
  return (
    <Field>
      <label htmlFor={id}>Comment</label>
      <Textarea id={id} minRows={3} placeholder="Grows as you type…" />
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 400,
  '& label': { fontWeight: 600 },
});

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  font: 'inherit',
  lineHeight: 1.5,
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 12px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  resize: 'none',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&::placeholder': {
    color: colors.placeholder,
    ...theme.applyStyles('dark', { color: colors.placeholderDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
