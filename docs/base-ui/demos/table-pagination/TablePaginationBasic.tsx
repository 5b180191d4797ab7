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
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

const invoices = Array.from({ length: 23 }, (_, index) => ({
  id: `INV-${String(1001 + index)}`,
  client: ['Acme Ltd', 'Globex', 'Initech', 'Umbrella', 'Hooli'][index % 5] ?? '',
  amount: 120 + ((index * 37) % 400),
}));

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visibleRows =
    rowsPerPage > 0
      ? invoices.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
      : invoices;

  const handleChangeRowsPerPage = (
    event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  return (
    <Table aria-label="Invoices">
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Client</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {visibleRows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.client}</td>
            <td>{row.amount} €</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={3}
            count={invoices.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
            onPageChange={(_event, newPage) => setPage(newPage)}
            onRowsPerPageChange={handleChangeRowsPerPage}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  maxWidth: 560,
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  '& th, & td': {
    padding: '8px 12px',
    textAlign: 'left',
    borderBottom: `1px solid ${colors.border}`,
    ...theme.applyStyles('dark', { borderBottomColor: colors.borderDark }),
  },
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 12,
  },
  '& .base-TablePagination-spacer': { flex: 1 },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
  '& .base-TablePagination-select': {
    font: 'inherit',
    padding: '4px 8px',
    borderRadius: 6,
    border: `1px solid ${colors.border}`,
    color: colors.text,
    backgroundColor: colors.surface,
    ...theme.applyStyles('dark', {
      borderColor: colors.borderDark,
      color: colors.textDark,
      backgroundColor: colors.surfaceDark,
    }),
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
  },
  '& select:focus-visible, & button:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
