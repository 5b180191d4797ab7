import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styled from '@mui/system/styled';

const colors = {
  border: '#c9d1de',
  borderDark: '#3a4358',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

/** Reads browser settings while rendering: safe only because NoSsr renders it in the browser. */
function VisitorSettings() {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <p>
      Your time zone is <strong>{timeZone}</strong> and your browser language is{' '}
      <strong>{navigator.language}</strong>.
    </p>
  );
}

export default function NoSsrBasic() {
  return (
    <Card>
      <NoSsr fallback={<p className="fallback">Detecting your time zone…</p>}>
        <VisitorSettings />
      </NoSsr>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  maxWidth: 420,
  padding: '4px 16px',
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '& .fallback': {
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
}));
