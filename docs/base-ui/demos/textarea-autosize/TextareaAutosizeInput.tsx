import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import type { TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
};

/** Input passes `ownerState` to a component slot; keep it off the textarea element. */
const AutosizeTextarea = React.forwardRef<
  HTMLTextAreaElement,
  TextareaAutosizeProps & { ownerState?: unknown }
>(function AutosizeTextarea(props, ref) {
  const { ownerState, ...other } = props;
  return <TextareaAutosize ref={ref} {...other} />;
});

export default function TextareaAutosizeInput() {
  const id = React.useId();
  return (
    <Field>
      <label htmlFor={id}>Delivery instructions</label>
      <StyledInput
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        slots={{ textarea: AutosizeTextarea }}
        defaultValue="Leave the parcel with the neighbour at number 12."
      />
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

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  padding: '8px 12px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&.base--focused': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& .base-Input-input': {
    flex: 1,
    font: 'inherit',
    lineHeight: 1.5,
    padding: 0,
    border: 'none',
    outline: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    resize: 'none',
  },
}));
