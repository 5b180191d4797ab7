import * as React from 'react';
import Box from '@mui/material/Box';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {ColumnsPanelTrigger, DataGrid, ExportCsv, FilterPanelTrigger, Toolbar} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 21);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// Without a `render` prop, each part renders the grid's own base button: a text Button.
function TextButtonsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger startIcon={<FilterListIcon />}>Filters</FilterPanelTrigger>
      <ExportCsv startIcon={<FileDownloadIcon />} options={{fileName: 'employees'}}>
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function TextButtonsToolbarGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a toolbar of text buttons"
        rows={rows}
        columns={columns}
        slots={{toolbar: TextButtonsToolbar}}
        showToolbar
      />
    </Box>
  );
}
