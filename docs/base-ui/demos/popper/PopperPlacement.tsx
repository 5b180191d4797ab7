import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';
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

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left',
];

const offsetModifier = [{ name: 'offset', options: { offset: [0, 8] } }];

export default function PopperPlacement() {
  const selectId = React.useId();
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);

  return (
    <Layout>
      <label htmlFor={selectId}>
        Placement{' '}
        <select
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
        >
          {placements.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
      <Anchor
        ref={setAnchorEl}
        type="button"
        aria-pressed={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the popper' : 'Show the popper'}
      </Anchor>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={offsetModifier}
        slots={{ root: PopperRoot }}
      >
        {({ placement: finalPlacement }) => `Placed at ${finalPlacement}`}
      </Popper>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 64,
  padding: '8px 0 56px',
  '& select': { font: 'inherit' },
});

const Anchor = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '10px 20px',
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

const PopperRoot = styled('div')(({ theme }) => ({
  zIndex: 1000,
  padding: '6px 12px',
  borderRadius: 6,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 4px 12px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
}));
