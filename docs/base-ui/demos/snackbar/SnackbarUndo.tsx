import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styled from '@mui/system/styled';

const colors = {
  toast: '#1b1f27',
  toastDark: '#e6e9ef',
  onToast: '#ffffff',
  onToastDark: '#10141b',
  action: '#a9c4ff',
  actionDark: '#2f5fd0',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

const initialMessages = ['Quarterly report', 'Team lunch on Friday', 'Invoice #1042'];

export default function SnackbarUndo() {
  const [messages, setMessages] = React.useState(initialMessages);
  const [archived, setArchived] = React.useState<{ subject: string; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);

  const archive = (index: number) => {
    const subject = messages[index];
    if (subject === undefined) return;
    setMessages((list) => list.filter((_, i) => i !== index));
    setArchived({ subject, index });
    setOpen(true);
  };

  const undo = () => {
    if (archived) {
      setMessages((list) => [
        ...list.slice(0, archived.index),
        archived.subject,
        ...list.slice(archived.index),
      ]);
    }
    setOpen(false);
  };

  const handleClose = (_: unknown, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <div>
      <List>
        {messages.map((subject, index) => (
          <Item key={subject}>
            {subject}
            <SmallButton type="button" onClick={() => archive(index)}>
              Archive
            </SmallButton>
          </Item>
        ))}
        {messages.length === 0 && <Item>Inbox is empty.</Item>}
      </List>
      {/* Hovering or focusing the snackbar pauses the timer; it resumes with 3 s left. */}
      <StyledSnackbar
        open={open}
        autoHideDuration={6000}
        resumeHideDuration={3000}
        onClose={handleClose}
      >
        <span role="status">“{archived?.subject}” archived.</span>
        <UndoButton type="button" onClick={undo}>
          Undo
        </UndoButton>
      </StyledSnackbar>
    </div>
  );
}

const StyledSnackbar = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  left: '50%',
  bottom: 16,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  gap: 24,
  maxWidth: 'calc(100vw - 32px)',
  padding: '8px 8px 8px 16px',
  borderRadius: 8,
  fontSize: '0.9375rem',
  color: colors.onToast,
  backgroundColor: colors.toast,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
  transform: 'translateX(-50%)',
  ...theme.applyStyles('dark', { color: colors.onToastDark, backgroundColor: colors.toastDark }),
}));

const UndoButton = styled('button')(({ theme }) => ({
  padding: '6px 10px',
  border: 0,
  borderRadius: 6,
  font: 'inherit',
  fontWeight: 700,
  color: colors.action,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.actionDark }),
  '&:focus-visible': { outline: '2px solid currentColor' },
}));

const SmallButton = styled('button')(({ theme }) => ({
  padding: '4px 10px',
  border: `1px solid ${colors.border}`,
  borderRadius: 6,
  font: 'inherit',
  fontSize: '0.8125rem',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

const List = styled('ul')({
  maxWidth: 360,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '8px 0',
  fontSize: '0.9375rem',
});
