import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import styled from '@mui/system/styled';

const colors = {
  pill: '#2f5fd0',
  pillDark: '#8fb3ff',
  onPill: '#ffffff',
  onPillDark: '#10141b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

function TabWithCount({ label, count }: { label: string; count: number }) {
  // The hook does the maths; the markup is entirely ours.
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 9 });

  return (
    <Tab type="button">
      {label}
      {invisible ? null : (
        <Count>
          <span aria-hidden>{displayValue}</span>
          <VisuallyHidden>{`, ${count} items`}</VisuallyHidden>
        </Count>
      )}
    </Tab>
  );
}

export default function UseBadgeHook() {
  return (
    <Row>
      <TabWithCount label="Inbox" count={3} />
      <TabWithCount label="Archived" count={0} />
      <TabWithCount label="Flagged" count={24} />
    </Row>
  );
}

const Tab = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.875rem',
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

const Count = styled('span')(({ theme }) => ({
  minWidth: 20,
  padding: '1px 6px',
  boxSizing: 'border-box',
  borderRadius: 10,
  fontSize: '0.75rem',
  fontWeight: 700,
  textAlign: 'center',
  color: colors.onPill,
  backgroundColor: colors.pill,
  ...theme.applyStyles('dark', { color: colors.onPillDark, backgroundColor: colors.pillDark }),
}));

const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});
