import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, useGridApiContext} from '@mui/x-data-grid';
import type {GridColDef, GridRenderCellParams} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 63);

function FilterByValueCell({field, value, tabIndex}: GridRenderCellParams<Employee, string>) {
  const apiRef = useGridApiContext();

  return (
    <Button
      size="small"
      // The grid manages which cell is in the tab sequence; follow it.
      tabIndex={tabIndex}
      onClick={() => apiRef.current.setFilterModel({items: [{field, operator: 'equals', value}]})}
      aria-label={`Show only ${value}`}
      sx={{textTransform: 'none', minWidth: 0}}>
      {value}
    </Button>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 130, renderCell: (params) => <FilterByValueCell {...params} />},
  {field: 'department', headerName: 'Department', width: 140, renderCell: (params) => <FilterByValueCell {...params} />},
];

export default function FilterFromCellValue() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Click a country or department"
        rows={rows}
        columns={columns}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
