import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
};

export default function FocusTrapBasic() {
  const titleId = React.useId();
  const nameId = React.useId();
  const emailId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Edit contact
      </Button>
      {open && (
        <FocusTrap open>
          <Panel
            tabIndex={-1}
            role="group"
            aria-labelledby={titleId}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
          >
            <strong id={titleId}>Edit contact</strong>
            <label htmlFor={nameId}>Name</label>
            <Input id={nameId} defaultValue="Ada Lovelace" />
            <label htmlFor={emailId}>Email</label>
            <Input id={emailId} type="email" defaultValue="ada@example.com" />
            <Button type="button" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Panel>
        </FocusTrap>
      )}
    </div>
  );
}

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
  maxWidth: 320,
  marginTop: 12,
  padding: 16,
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& button': { marginTop: 8 },
}));

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 10px',
  borderRadius: 6,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
