import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import type { PopupPlacement } from '@mui/base/Unstable_Popup';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  tip: '#1b2230',
  tipDark: '#e6eaf2',
  onTip: '#ffffff',
  onTipDark: '#0f1420',
};

const sides: PopupPlacement[] = ['top', 'right', 'bottom', 'left'];

/** Reads the placement actually used (after flipping) to point the arrow at the anchor. */
function Tip({ children }: { children: React.ReactNode }) {
  const popup = React.useContext(PopupContext);
  const side = popup?.placement.split('-')[0] ?? 'bottom';
  return <TipBody data-side={side}>{children}</TipBody>;
}

export default function PopupArrow() {
  const tipId = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = React.useState<PopupPlacement | null>(null);

  return (
    <Layout>
      <Group role="group" aria-label="Side of the tip">
        {sides.map((side) => (
          <SideButton
            key={side}
            type="button"
            aria-pressed={placement === side}
            onClick={() => setPlacement(placement === side ? null : side)}
          >
            {side}
          </SideButton>
        ))}
      </Group>
      <Chip ref={setAnchor} aria-describedby={placement ? tipId : undefined}>
        report.docx
      </Chip>
      <Popup
        id={tipId}
        open={placement !== null}
        anchor={anchor}
        placement={placement ?? 'top'}
        offset={10}
        slots={{ root: Root }}
      >
        <Tip>Saved 2 minutes ago</Tip>
      </Popup>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 56,
  paddingBottom: 48,
});

const Chip = styled('span')(({ theme }) => ({
  padding: '6px 14px',
  borderRadius: 999,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
}));

const Group = styled('div')({
  display: 'flex',
  gap: 8,
});

const SideButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  minWidth: 72,
  padding: '6px 12px',
  borderRadius: 6,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[aria-pressed="true"]': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Root = styled('div')({
  zIndex: 1000,
});

const TipBody = styled('div')(({ theme }) => ({
  position: 'relative',
  padding: '6px 12px',
  borderRadius: 6,
  fontSize: '0.875rem',
  color: colors.onTip,
  backgroundColor: colors.tip,
  ...theme.applyStyles('dark', { color: colors.onTipDark, backgroundColor: colors.tipDark }),
  '&::after': {
    content: '""',
    position: 'absolute',
    width: 10,
    height: 10,
    backgroundColor: 'inherit',
    transform: 'rotate(45deg)',
  },
  '&[data-side="top"]::after': { bottom: -5, left: 'calc(50% - 5px)' },
  '&[data-side="bottom"]::after': { top: -5, left: 'calc(50% - 5px)' },
  '&[data-side="left"]::after': { right: -5, top: 'calc(50% - 5px)' },
  '&[data-side="right"]::after': { left: -5, top: 'calc(50% - 5px)' },
}));
