import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(20, 91);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {
    field: 'rating',
    headerName: 'Rating',
    // Shown as a tooltip on the header, always.
    description: 'Last performance review, from 1 (needs improvement) to 5 (outstanding)',
    type: 'number',
    width: 100,
  },
  {
    field: 'lastLogin',
    // Too long for its width: the header shows an ellipsis and a tooltip with the full text.
    headerName: 'Most recent sign-in to the intranet',
    type: 'dateTime',
    width: 150,
  },
  {
    field: 'isAdmin',
    headerName: 'Admin',
    description: 'Can manage other accounts',
    type: 'boolean',
    width: 100,
    // Centred by the boolean type; set explicitly here for clarity.
    headerAlign: 'center',
  },
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, headerAlign: 'left', align: 'left'},
];

export default function HeaderTextAndTooltips() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} />
    </Box>
  );
}
