import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const initialRows = createEmployees(8, 5);
const newcomers = createEmployees(20, 12);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function UpdateRowsApi() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialRows.length + 1);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const selectedId = [...selection.ids][0];

  const raiseSalary = () => {
    const row = selectedId === undefined ? null : apiRef.current?.getRow<Employee>(selectedId);
    if (row) {
      // A partial update: only `salary` changes, the other fields are kept.
      apiRef.current?.updateRows([{id: row.id, salary: Math.round(row.salary * 1.05)}]);
    }
  };

  const insertRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    const template = newcomers[(id - 1) % newcomers.length] as Employee;
    // An id the grid does not know yet inserts a new row.
    apiRef.current?.updateRows([{...template, id}]);
  };

  const deleteRow = () => {
    if (selectedId !== undefined) {
      apiRef.current?.updateRows([{id: selectedId, _action: 'delete'}]);
    }
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button variant="contained" onClick={raiseSalary} disabled={selectedId === undefined}>
          Raise salary by 5%
        </Button>
        <Button onClick={insertRow}>Insert a row</Button>
        <Button color="error" onClick={deleteRow} disabled={selectedId === undefined}>
          Delete selected row
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid
          aria-label="Salaries"
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Stack>
  );
}
