import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridLocaleText} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 122);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Team', width: 140},
  {field: 'country', headerName: 'Office', width: 120},
];

// Only the keys you pass change; every other text keeps its English default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a colleague…',
  toolbarQuickFilterLabel: 'Find a colleague',
  noResultsOverlayLabel: 'Nobody matches that search.',
  footerRowSelected: (count) => (count === 1 ? '1 colleague picked' : `${count.toLocaleString()} colleagues picked`),
  paginationRowsPerPage: 'People per page:',
  paginationDisplayedRows: ({from, to, count}) => `${from}–${to} (of ${count})`,
  columnMenuSortAsc: 'Sort A to Z',
  columnMenuSortDesc: 'Sort Z to A',
};

export default function LocaleTextOverrides() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Staff directory"
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        localeText={localeText}
        pageSizeOptions={[10, 25]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
      />
    </Box>
  );
}
