import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styled from '@mui/system/styled';

const colors = {
  online: '#1b7f3b',
  onlineDark: '#6fdc8c',
  away: '#8a6100',
  awayDark: '#ffcf5c',
  ring: '#ffffff',
  ringDark: '#1b1b1d',
  surface: '#e3e8f0',
  surfaceDark: '#2a303b',
  text: '#1b1f27',
  textDark: '#e6e9ef',
};

type Status = 'online' | 'away';

const people: { name: string; initials: string; status: Status }[] = [
  { name: 'Ada Morel', initials: 'AM', status: 'online' },
  { name: 'Kenji Ito', initials: 'KI', status: 'away' },
];

export default function BadgeDot() {
  return (
    <List>
      {people.map((person) => (
        <Item key={person.name}>
          {/* No badgeContent: the badge renders empty, and CSS turns it into a dot. */}
          <DotBadge data-status={person.status} slotProps={{ badge: { 'aria-hidden': true } }}>
            <Avatar aria-hidden>{person.initials}</Avatar>
          </DotBadge>
          <span>
            {person.name}
            <StatusText>{person.status === 'online' ? 'Online' : 'Away'}</StatusText>
          </span>
        </Item>
      ))}
    </List>
  );
}

const DotBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: 12,
    height: 12,
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${colors.ring}`,
    backgroundColor: colors.online,
    ...theme.applyStyles('dark', {
      boxShadow: `0 0 0 2px ${colors.ringDark}`,
      backgroundColor: colors.onlineDark,
    }),
  },
  '&[data-status="away"] .base-Badge-badge': {
    backgroundColor: colors.away,
    ...theme.applyStyles('dark', { backgroundColor: colors.awayDark }),
  },
}));

const Avatar = styled('span')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  fontSize: '0.875rem',
  fontWeight: 700,
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', { color: colors.textDark, backgroundColor: colors.surfaceDark }),
}));

const StatusText = styled('span')({
  display: 'block',
  fontSize: '0.8125rem',
  opacity: 0.8,
});

const List = styled('ul')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});
