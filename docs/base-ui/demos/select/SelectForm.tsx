import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  focus: 'rgba(47, 95, 208, 0.3)',
  focusDark: 'rgba(143, 179, 255, 0.35)',
  highlight: '#e6eeff',
  highlightDark: '#2a3550',
  shadow: 'rgba(16, 20, 27, 0.16)',
  shadowDark: 'rgba(0, 0, 0, 0.5)',
};

export default function SelectForm() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('plan')));
  };

  return (
    <form onSubmit={handleSubmit}>
      <Label id={labelId}>Plan (required)</Label>
      <Select
        name="plan"
        required
        value={plan}
        onChange={(_, value) => setPlan(value)}
        placeholder="Choose a plan…"
        aria-labelledby={labelId}
        slots={{ root: SelectButton, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        <StyledOption value="free">Free</StyledOption>
        <StyledOption value="team">Team</StyledOption>
        <StyledOption value="enterprise" disabled>
          Enterprise (contact sales)
        </StyledOption>
      </Select>
      <Actions>
        <ActionButton type="submit">Continue</ActionButton>
        <ActionButton type="button" onClick={() => setPlan(null)}>
          Clear
        </ActionButton>
      </Actions>
      <Result role="status">{submitted === null ? 'Not submitted yet.' : `Submitted: plan=${submitted}`}</Result>
    </form>
  );
}

const SelectButton = styled('button')(({ theme }) => ({
  position: 'relative',
  width: 240,
  minHeight: 40,
  padding: '8px 36px 8px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.9375rem',
  textAlign: 'left',
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  // A CSS chevron, turned upside down while the listbox is open.
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    right: 14,
    width: 7,
    height: 7,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'translateY(-70%) rotate(45deg)',
  },
  '&.base--expanded::after': { transform: 'translateY(-30%) rotate(225deg)' },
  '&.base--focusVisible': {
    borderColor: colors.accent,
    outline: 0,
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 3px ${colors.focusDark}`,
    }),
  },
}));

const Popup = styled('div')({
  zIndex: 10,
});

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  minWidth: 240,
  maxHeight: 260,
  margin: '6px 0',
  padding: 6,
  overflow: 'auto',
  listStyle: 'none',
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  fontSize: '0.9375rem',
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: `0 8px 24px ${colors.shadow}`,
  outline: 0,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
    boxShadow: `0 8px 24px ${colors.shadowDark}`,
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&:hover, &.base-Option-highlighted': {
    backgroundColor: colors.highlight,
    ...theme.applyStyles('dark', { backgroundColor: colors.highlightDark }),
  },
  '&:focus-visible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
  '&.base--selected': {
    fontWeight: 700,
    color: colors.accent,
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
  '&.base--disabled': { opacity: 0.5 },
})) as typeof Option;

const Label = styled('span')({
  display: 'block',
  marginBottom: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Actions = styled('div')({
  display: 'flex',
  gap: 8,
  marginTop: 12,
});

const ActionButton = styled('button')(({ theme }) => ({
  padding: '6px 14px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.875rem',
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Result = styled('p')({
  margin: '12px 0 0',
  fontSize: '0.875rem',
});
