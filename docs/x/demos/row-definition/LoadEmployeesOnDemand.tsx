import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const allEmployees = createEmployees(25, 3);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function LoadEmployeesOnDemand() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(false);
  const timeout = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timeout.current), []);

  const load = () => {
    setLoading(true);
    // Stands in for a request to a server.
    timeout.current = setTimeout(() => {
      setRows(allEmployees);
      setLoading(false);
    }, 1200);
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={load} disabled={loading}>
          Load employees
        </Button>
        <Button onClick={() => setRows([])} disabled={loading || rows.length === 0}>
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid
          aria-label="Employees"
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{loadingOverlay: {variant: 'linear-progress', noRowsVariant: 'skeleton'}}}
        />
      </Box>
    </Stack>
  );
}
