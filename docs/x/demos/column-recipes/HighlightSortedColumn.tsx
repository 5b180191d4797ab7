import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 141);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
];

export default function HighlightSortedColumn() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'salary', sort: 'desc'}]);
  const sortedField = sortModel[0]?.field;

  // Recomputed only when the sorted column changes.
  const getCellClassName = React.useCallback(
    (params: GridCellParams) => (params.field === sortedField ? 'sorted-column' : ''),
    [sortedField],
  );

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .sorted-column': {bgcolor: 'action.hover', fontWeight: 500},
      }}>
      <DataGrid
        aria-label="Employees"
        rows={rows}
        columns={columns}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        getCellClassName={getCellClassName}
      />
    </Box>
  );
}
