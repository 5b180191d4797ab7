import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

const PAGE_SIZE = 3;

const notifications = [
  'Maya commented on your design review.',
  'Your export of the sales report is ready.',
  'Leo invited you to the "Launch" project.',
  'The build of main finished without errors.',
  'Priya approved your expense claim.',
  'A new sign-in from Firefox on Linux.',
  'Your storage is 80% full.',
];

export default function TablePaginationList() {
  const [page, setPage] = React.useState(0);
  const visible = notifications.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <Wrapper>
      <ul aria-label="Notifications">
        {visible.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <TablePagination
        slots={{ root: 'div' }}
        count={notifications.length}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_event, newPage) => setPage(newPage)}
      />
    </Wrapper>
  );
}

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 420,
  '& ul': {
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& li': {
    padding: '10px 0',
    borderBottom: `1px solid ${colors.border}`,
    ...theme.applyStyles('dark', { borderBottomColor: colors.borderDark }),
  },
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: 12,
    paddingTop: 8,
  },
  '& .base-TablePagination-displayedRows': {
    margin: 0,
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
  '& .base-TablePagination-actions': {
    display: 'flex',
    gap: 4,
  },
  '& .base-TablePagination-actions button': {
    font: 'inherit',
    width: 32,
    height: 32,
    borderRadius: 6,
    border: `1px solid ${colors.border}`,
    color: colors.text,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.textDark }),
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: `2px solid ${colors.accent}`,
      outlineOffset: 2,
      ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
    },
  },
}));
