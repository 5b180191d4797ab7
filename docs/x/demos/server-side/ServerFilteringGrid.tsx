import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, getGridNumericOperators, getGridStringOperators} from '@mui/x-data-grid';
import type {GridColDef, GridFilterModel} from '@mui/x-data-grid';
import {DEPARTMENTS, type Employee} from '../data/people';
import {queryEmployees, SERVER_OPERATORS} from '../data/filteringServer';

// Offer only the operators the back end implements.
const stringOperators = getGridStringOperators().filter((operator) =>
  (SERVER_OPERATORS.string as readonly string[]).includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  (SERVER_OPERATORS.number as readonly string[]).includes(operator.value),
);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, filterOperators: stringOperators},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'country', headerName: 'Country', width: 120, filterOperators: stringOperators},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: numberOperators},
];

export default function ServerFilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({items: []});
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryEmployees({filterModel}).then((response) => {
      // Ignore the answer if a newer request has started in the meantime.
      if (active) {
        setRows(response.rows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Stack spacing={2}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          label="Employees (filtered on the server)"
          rows={rows}
          columns={columns}
          showToolbar
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Last filter model sent to the server
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 160}}>
          {JSON.stringify(filterModel, null, 2)}
        </Typography>
      </div>
    </Stack>
  );
}
