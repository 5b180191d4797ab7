import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
};

const offsetModifier = [{ name: 'offset', options: { offset: [0, 8] } }];

export default function PopperBasic() {
  const popperId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setAnchorEl(null);
    }
  };

  return (
    <div>
      <Button
        type="button"
        aria-expanded={open}
        aria-describedby={open ? popperId : undefined}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        What is a workspace?
      </Button>
      <Popper
        id={popperId}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        modifiers={offsetModifier}
        slots={{ root: PopperRoot }}
      >
        A workspace groups the projects, members and billing of one team.
      </Popper>
    </div>
  );
}

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const PopperRoot = styled('div')(({ theme }) => ({
  zIndex: 1000,
  maxWidth: 260,
  padding: '10px 14px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
}));
