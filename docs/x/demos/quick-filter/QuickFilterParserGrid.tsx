import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridLogicOperator} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 34);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

// "Amara Dubois, Tomas Silva" becomes ["Amara Dubois", "Tomas Silva"]: each phrase is one value.
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterParserGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Search with comma-separated phrases"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Amara Dubois', 'Tomas Silva'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
