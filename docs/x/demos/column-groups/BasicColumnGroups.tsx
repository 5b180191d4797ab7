import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 111);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'contact', headerName: 'Contact', children: [{field: 'name'}, {field: 'email'}]},
  {
    groupId: 'position',
    headerName: 'Position',
    // A tooltip on the group header.
    description: 'Where the employee works and at what level',
    children: [{field: 'department'}, {field: 'role'}, {field: 'salary'}],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </Box>
  );
}
