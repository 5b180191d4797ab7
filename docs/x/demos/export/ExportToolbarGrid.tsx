import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 81);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  // Left out of every export: CSV, print and the clipboard.
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90, disableExport: true},
];

export default function ExportToolbarGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Employees"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {fileName: 'employees', delimiter: ';', utf8WithBom: true},
            printOptions: {hideFooter: true, hideToolbar: true},
          },
        }}
      />
    </Box>
  );
}
