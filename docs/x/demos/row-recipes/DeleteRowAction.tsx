import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const initialRows = createEmployees(12, 10);

export default function DeleteRowAction() {
  const [rows, setRows] = React.useState(initialRows);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
      {field: 'department', headerName: 'Department', width: 140},
      {field: 'role', headerName: 'Role', width: 120},
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${params.row.name}`}
              onClick={() => deleteRow(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [deleteRow],
  );

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box>
        <Button onClick={() => setRows(initialRows)} disabled={rows.length === initialRows.length}>
          Restore deleted rows
        </Button>
      </Box>
      <Box sx={{height: 400}}>
        <DataGrid aria-label="Team members" rows={rows} columns={columns} disableRowSelectionOnClick />
      </Box>
    </Stack>
  );
}
