import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styled from '@mui/system/styled';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

const colors = {
  badge: '#c62828',
  badgeDark: '#ff8a80',
  onBadgeDark: '#1b0000',
  surface: '#ffffff',
  surfaceDark: '#1b1f27',
};

export default function StyledSlotsBadge() {
  return (
    <Row>
      <Badge
        badgeContent={4}
        slots={{ root: BadgeRoot, badge: BadgeCount }}
        role="img"
        aria-label="Inbox, 4 unread messages"
      >
        <MailOutlineIcon aria-hidden="true" />
      </Badge>
      <Badge
        badgeContent={120}
        max={99}
        slots={{ root: BadgeRoot, badge: BadgeCount }}
        role="img"
        aria-label="Notifications, more than 99 unread"
      >
        <MailOutlineIcon aria-hidden="true" />
      </Badge>
      <Badge
        badgeContent={0}
        slots={{ root: BadgeRoot, badge: BadgeCount }}
        role="img"
        aria-label="Archive, no unread messages"
      >
        <MailOutlineIcon aria-hidden="true" />
      </Badge>
    </Row>
  );
}

// `role="img"` with a label turns each icon-and-badge pair into one announced image.
// Each slot gets its own styled component. They receive `ownerState`, but do not pass it to the DOM.
const BadgeRoot = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  fontSize: 28,
});

const BadgeCount = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: -6,
  right: -10,
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: 10,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
  color: '#ffffff',
  backgroundColor: colors.badge,
  boxShadow: `0 0 0 2px ${colors.surface}`,
  ...theme.applyStyles('dark', {
    color: colors.onBadgeDark,
    backgroundColor: colors.badgeDark,
    boxShadow: `0 0 0 2px ${colors.surfaceDark}`,
  }),
  // Added when the badge has nothing to show (a count of zero without showZero).
  '&.base-Badge-invisible': { display: 'none' },
}));

const Row = styled('div')({ display: 'flex', gap: 32, padding: '8px 4px' });
