import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
};

export default function ClickAwayEvents() {
  const [editing, setEditing] = React.useState(false);
  const [title, setTitle] = React.useState('Quarterly planning');
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    // After editing ends from the keyboard, put focus back on the title.
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  return (
    <div>
      {editing ? (
        // Closes on pointer down, before a click elsewhere can start a drag or a text selection.
        <ClickAwayListener
          mouseEvent="onPointerDown"
          touchEvent={false}
          onClickAway={() => setEditing(false)}
        >
          <Input
            aria-label="Board title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'Escape') {
                returnFocus.current = true;
                setEditing(false);
              }
            }}
            autoFocus
          />
        </ClickAwayListener>
      ) : (
        <TitleButton ref={buttonRef} type="button" onClick={() => setEditing(true)}>
          {title || 'Untitled board'}
        </TitleButton>
      )}
    </div>
  );
}

const TitleButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '1.125rem',
  fontWeight: 700,
  padding: '6px 8px',
  border: '1px solid transparent',
  borderRadius: 6,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'text',
  '&:hover': {
    borderColor: colors.border,
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: '1.125rem',
  fontWeight: 700,
  padding: '6px 8px',
  borderRadius: 6,
  border: `1px solid ${colors.accent}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  '&:focus': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
