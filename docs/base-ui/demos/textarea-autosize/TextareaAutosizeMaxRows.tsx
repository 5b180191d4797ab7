import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

const LIMIT = 280;

export default function TextareaAutosizeMaxRows() {
  const id = React.useId();
  const counterId = React.useId();
  const [value, setValue] = React.useState(
    'Release notes: the export dialog now remembers the last format you chose. ' +
      'Large spreadsheets open faster, and the sidebar keeps its width between sessions.',
  );

  return (
    <Field>
      <label htmlFor={id}>Release notes</label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        minRows={2}
        maxRows={5}
        maxLength={LIMIT}
        aria-describedby={counterId}
      />
      <Counter id={counterId}>
        {value.length} of {LIMIT} characters
      </Counter>
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
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Counter = styled('span')(({ theme }) => ({
  alignSelf: 'flex-end',
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
