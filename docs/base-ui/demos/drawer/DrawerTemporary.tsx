import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  border: '#c3cad5',
  borderDark: '#3a4150',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccent: '#ffffff',
  onAccentDark: '#10141b',
  hover: '#eef1f6',
  hoverDark: '#2a303b',
};

const links = ['Dashboard', 'Projects', 'Reports', 'Team', 'Settings'];

export default function DrawerTemporary() {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Dashboard');
  const titleId = React.useId();

  return (
    <Bar>
      <OpenButton type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Open menu
      </OpenButton>
      <span>Current page: {page}</span>
      {/* keepMounted: the drawer stays in the DOM, so CSS can slide it in and out. */}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        keepMounted
        slots={{ root: DrawerRoot, backdrop: Backdrop }}
      >
        <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Header>
            <Title id={titleId}>Menu</Title>
            <CloseButton type="button" aria-label="Close menu" onClick={() => setOpen(false)}>
              ×
            </CloseButton>
          </Header>
          <nav aria-label="Main">
            <NavList>
              {links.map((link) => (
                <li key={link}>
                  <NavButton
                    type="button"
                    aria-current={link === page ? 'page' : undefined}
                    onClick={() => {
                      setPage(link);
                      setOpen(false);
                    }}
                  >
                    {link}
                  </NavButton>
                </li>
              ))}
            </NavList>
          </nav>
        </Panel>
      </Modal>
    </Bar>
  );
}

// Modal passes `open` and `ownerState` to the backdrop; keep them off the DOM element.
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop(props, ref) {
  const { open, ownerState, ...other } = props;
  return <BackdropRoot ref={ref} {...other} />;
});

const DURATION = 250;

// Modal adds `base-Modal-hidden` to its root while closed. The root hides only after the
// slide-out has finished (the `visibility` transition is delayed), and shows at once on open.
const DrawerRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  visibility: 'visible',
  '&.base-Modal-hidden': {
    visibility: 'hidden',
    transition: `visibility 0s ${DURATION}ms`,
  },
});

const BackdropRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgba(10, 14, 20, 0.5)',
  transition: `opacity ${DURATION}ms`,
  '.base-Modal-hidden > &': { opacity: 0 },
});

const Panel = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 280,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '4px 0 24px rgba(0, 0, 0, 0.2)',
  outline: 0,
  transition: `transform ${DURATION}ms ease`,
  ...theme.applyStyles('dark', { color: colors.textDark, backgroundColor: colors.surfaceDark }),
  '.base-Modal-hidden > &': { transform: 'translateX(-100%)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 12px 12px 20px',
  borderBottom: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderBottomColor: colors.borderDark }),
}));

const Title = styled('h2')({
  margin: 0,
  fontSize: '1.125rem',
});

const CloseButton = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: 8,
  fontSize: '1.5rem',
  lineHeight: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const NavList = styled('ul')({
  margin: 0,
  padding: 8,
  listStyle: 'none',
});

const NavButton = styled('button')(({ theme }) => ({
  width: '100%',
  padding: '10px 12px',
  border: 0,
  borderRadius: 8,
  font: 'inherit',
  textAlign: 'left',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&[aria-current="page"]': {
    fontWeight: 700,
    color: colors.accent,
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Bar = styled('div')({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 16,
  fontSize: '0.9375rem',
});

const OpenButton = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  color: colors.onAccent,
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
