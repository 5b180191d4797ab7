import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styled from '@mui/system/styled';

const colors = {
  border: '#8a93a6',
  borderDark: '#6b7385',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

const totalResults = 137;

export default function PaginationOutsideTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <Pagination
      // The root is a table cell by default; this list is not a table, so render a div.
      slots={{ root: 'div' }}
      count={totalResults}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[10, 20, 50]}
      labelRowsPerPage="Results per page:"
      onPageChange={(event, newPage) => setPage(newPage)}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}

const Pagination = styled(TablePagination)(({ theme }) => ({
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 12,
  },
  '& .base-TablePagination-spacer': { display: 'none' },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { margin: 0 },
  '& select, & button': {
    font: 'inherit',
    padding: '4px 8px',
    borderRadius: 6,
    border: `1px solid ${colors.border}`,
    color: 'inherit',
    backgroundColor: 'transparent',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
  '& button': { minWidth: 32, cursor: 'pointer' },
  '& button:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '& select:focus-visible, & button:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
}));
