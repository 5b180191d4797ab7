import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {DataGrid, getGridNumericOperators, getGridStringOperators} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {DEPARTMENTS, type Employee} from '../data/people';
import {queryEmployees, SERVER_OPERATORS} from '../data/filteringServer';

const stringOperators = getGridStringOperators().filter((operator) =>
  (SERVER_OPERATORS.string as readonly string[]).includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  (SERVER_OPERATORS.number as readonly string[]).includes(operator.value),
);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, filterOperators: stringOperators},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130, filterOperators: stringOperators},
  {field: 'age', headerName: 'Age', type: 'number', width: 90, filterOperators: numberOperators},
];

// Defined once, outside the component: a new object on each render would refetch every time.
const dataSource: GridDataSource = {
  getRows: async ({filterModel, sortModel, paginationModel}) => {
    const {rows, rowCount} = await queryEmployees({filterModel, sortModel, paginationModel});
    return {rows, rowCount};
  },
};

export default function ServerFilteringDataSource() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{height: 420, width: '100%'}}>
        <DataGrid
          label="Employees (data source)"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          showToolbar
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 10}},
            filter: {filterModel: {items: [{field: 'age', operator: '>=', value: 50}]}},
          }}
        />
      </Box>
    </Stack>
  );
}
