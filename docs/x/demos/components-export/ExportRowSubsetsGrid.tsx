import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
} from '@mui/x-data-grid';
import type {GridColDef, GridCsvExportOptions} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(120, 42);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  // Never leaves the grid, whatever the export.
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100, disableExport: true},
];

const EXPORT_CHOICES: {label: string; options: GridCsvExportOptions}[] = [
  {label: 'Default rows', options: {fileName: 'employees'}},
  {
    label: 'Current page only',
    options: {
      fileName: 'employees-page',
      getRowsToExport: ({apiRef}) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
    },
  },
  {
    label: 'All rows, ignoring filters and selection',
    options: {fileName: 'employees-all', getRowsToExport: ({apiRef}) => gridSortedRowIdsSelector(apiRef)},
  },
  {label: 'Names and emails only', options: {fileName: 'employees-contacts', fields: ['name', 'email']}},
];

function SubsetToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();
  const triggerId = React.useId();

  return (
    <Toolbar>
      <Button
        ref={triggerRef}
        id={triggerId}
        size="small"
        startIcon={<FileDownloadIcon />}
        aria-controls={menuId}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen(true)}>
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{list: {'aria-labelledby': triggerId}}}>
        {EXPORT_CHOICES.map((item) => (
          <ExportCsv key={item.label} options={item.options} render={<MenuItem />} onClick={() => setOpen(false)}>
            {item.label}
          </ExportCsv>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function ExportRowSubsetsGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        aria-label="Employees to export"
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{toolbar: SubsetToolbar}}
        showToolbar
        initialState={{
          pagination: {paginationModel: {pageSize: 25}},
          filter: {filterModel: {items: [{field: 'department', operator: 'equals', value: 'Sales'}]}},
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
