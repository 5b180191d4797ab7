import * as React from 'react';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

const maxLength = 40;

export default function ControlledAndUncontrolled() {
  const titleId = React.useId();
  const summaryId = React.useId();
  const counterId = React.useId();
  const [summary, setSummary] = React.useState('');
  const [submitted, setSubmitted] = React.useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // The uncontrolled field is read from the form only when it is needed.
        const data = new FormData(event.currentTarget);
        setSubmitted(`${data.get('title')} — ${summary}`);
      }}
    >
      <Field>
        <label htmlFor={titleId}>Title (uncontrolled)</label>
        <StyledInput id={titleId} name="title" defaultValue="Release notes" />
      </Field>
      <Field>
        <label htmlFor={summaryId}>Summary (controlled)</label>
        <StyledInput
          id={summaryId}
          value={summary}
          onChange={(event) => setSummary(event.target.value.slice(0, maxLength))}
          aria-describedby={counterId}
        />
        <Hint id={counterId}>
          {summary.length}/{maxLength} characters
        </Hint>
      </Field>
      <button type="submit">Preview</button>
      <p role="status">{submitted}</p>
    </form>
  );
}

const StyledInput = styled(Input)(({ theme }) => ({
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
  '&.base--focused .base-Input-input': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 320,
  marginBottom: 16,
  '& label': { fontWeight: 600 },
});

const Hint = styled('span')(({ theme }) => ({
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
