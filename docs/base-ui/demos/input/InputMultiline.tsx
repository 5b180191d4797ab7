import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
};

// TextareaAutosize puts unknown props on the DOM, so drop the `ownerState` Input passes to slots.
const AutosizeTextarea = prepareForSlot(TextareaAutosize);

export default function InputMultiline() {
  const fixedId = React.useId();
  const growingId = React.useId();

  return (
    <Stack>
      <Field>
        <label htmlFor={fixedId}>Delivery notes (3 rows)</label>
        <StyledInput id={fixedId} multiline rows={3} />
      </Field>
      <Field>
        <label htmlFor={growingId}>Feedback (grows from 2 to 6 rows)</label>
        <StyledInput
          id={growingId}
          multiline
          minRows={2}
          maxRows={6}
          slots={{ textarea: AutosizeTextarea }}
        />
      </Field>
    </Stack>
  );
}

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 2px ${colors.accentDark}`,
    }),
  },
  '& .base-Input-input': {
    flex: 1,
    font: 'inherit',
    lineHeight: 1.5,
    padding: '8px 12px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
    resize: 'none',
  },
}));

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  '& label': { fontWeight: 600 },
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 360,
});
