import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styled from '@mui/system/styled';

const colors = {
  badge: '#c62828',
  badgeDark: '#ff8a80',
  onBadge: '#ffffff',
  onBadgeDark: '#2b0b0b',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  border: '#c3cad5',
  borderDark: '#3a4150',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

export default function BadgeBasic() {
  const unread = 4;

  return (
    <Row>
      <IconButton type="button" aria-label={`Notifications, ${unread} unread`}>
        <StyledBadge badgeContent={unread} slotProps={{ badge: { 'aria-hidden': true } }}>
          <BellIcon />
        </StyledBadge>
      </IconButton>
      <StyledBadge badgeContent="New">
        <Tag>Reports</Tag>
      </StyledBadge>
    </Row>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

const StyledBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 10,
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1,
    color: colors.onBadge,
    backgroundColor: colors.badge,
    transform: 'translate(50%, -50%)',
    ...theme.applyStyles('dark', { color: colors.onBadgeDark, backgroundColor: colors.badgeDark }),
  },
  '& .base-Badge-invisible': {
    opacity: 0,
    transform: 'translate(50%, -50%) scale(0)',
  },
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 8,
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '6px 14px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  fontSize: '0.875rem',
  color: colors.text,
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
}));

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 40,
  padding: 8,
});
