import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 44);

const peopleColumns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'department', headerName: 'Department', width: 130},
];

const salaryColumns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function PercentageSizes() {
  return (
    // Percentages resolve against this box, which has a definite height.
    <Box sx={{height: 400, width: '100%', display: 'flex', gap: 2}}>
      <Box sx={{width: '55%', height: '100%'}}>
        <DataGrid aria-label="People" rows={rows} columns={peopleColumns} hideFooterSelectedRowCount />
      </Box>
      <Box sx={{width: '45%', height: '75%'}}>
        <DataGrid aria-label="Salaries" rows={rows} columns={salaryColumns} density="compact" />
      </Box>
    </Box>
  );
}
