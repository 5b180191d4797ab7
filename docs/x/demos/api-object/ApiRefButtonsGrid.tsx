import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(200, 151);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ApiRefButtonsGrid() {
  // `current` is null until the grid has mounted, hence the optional chaining below.
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Use the buttons to drive the grid.');

  const actions = [
    {
      label: 'Sort by salary',
      run: () => apiRef.current?.sortColumn('salary', 'desc'),
    },
    {
      label: 'Toggle email column',
      run: () => {
        const visible = apiRef.current?.getVisibleColumns().some((column) => column.field === 'email');
        apiRef.current?.setColumnVisibility('email', !visible);
      },
    },
    {
      label: 'Show page 3',
      run: () => apiRef.current?.setPage(2),
    },
    {
      label: 'Count Sales rows',
      run: () => {
        const count = apiRef.current
          ?.getAllRowIds()
          .filter((id) => apiRef.current?.getRow(id)?.department === 'Sales').length;
        setMessage(`${count ?? 0} employees work in Sales.`);
      },
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {actions.map((action) => (
          <Button key={action.label} size="small" variant="outlined" onClick={action.run}>
            {action.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Employees driven by the API"
          rows={rows}
          columns={columns}
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Stack>
  );
}
