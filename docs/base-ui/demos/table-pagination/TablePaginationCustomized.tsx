import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import type { LabelDisplayedRowsArgs } from '@mui/base/TablePagination';
import styled from '@mui/system/styled';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

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

const cities = [
  'Amsterdam', 'Berlin', 'Copenhagen', 'Dublin', 'Edinburgh', 'Florence', 'Geneva',
  'Helsinki', 'Istanbul', 'Krakow', 'Lisbon', 'Madrid', 'Naples', 'Oslo', 'Prague',
  'Reykjavik', 'Seville', 'Tallinn', 'Utrecht', 'Vienna', 'Warsaw', 'Zurich',
];

function labelDisplayedRows({ from, to, count, page }: LabelDisplayedRowsArgs) {
  return `Page ${page + 1}: cities ${from} to ${to} of ${count}`;
}

export default function TablePaginationCustomized() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);

  return (
    <Table aria-label="Cities">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">City</th>
        </tr>
      </thead>
      <tbody>
        {cities.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((city, index) => (
          <tr key={city}>
            <td>{page * rowsPerPage + index + 1}</td>
            <td>{city}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={2}
            count={cities.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[4, 8, 12]}
            labelRowsPerPage="Cities per page"
            labelDisplayedRows={labelDisplayedRows}
            getItemAriaLabel={(type) => `Show the ${type} page of cities`}
            onPageChange={(_event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            slotProps={{
              actions: {
                showFirstButton: true,
                showLastButton: true,
                slots: {
                  firstPageIcon: FirstPageIcon,
                  lastPageIcon: LastPageIcon,
                  backPageIcon: KeyboardArrowLeftIcon,
                  nextPageIcon: KeyboardArrowRightIcon,
                },
              },
            }}
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
  '& .base-TablePagination-spacer': { display: 'none' },
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
    marginLeft: 'auto',
  },
  '& .base-TablePagination-actions button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    borderRadius: 16,
    border: 'none',
    color: colors.text,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ...theme.applyStyles('dark', { color: colors.textDark }),
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
  '& select:focus-visible, & button:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
