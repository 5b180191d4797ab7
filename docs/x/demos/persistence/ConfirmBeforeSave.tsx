import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const initialRows = createEmployees(12, 33);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary (edit me)', type: 'number', width: 150, editable: true},
];

interface Pending {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

export default function ConfirmBeforeSave() {
  const [pending, setPending] = React.useState<Pending | null>(null);
  const titleId = React.useId();

  // Returning a promise lets the grid wait for the user's answer.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) =>
    new Promise<Employee>((resolve) => {
      if (newRow.salary === oldRow.salary) {
        resolve(oldRow);
        return;
      }
      setPending({newRow, oldRow, resolve});
    });

  const answer = (keep: boolean) => {
    if (pending) {
      // Resolving with the old row keeps the previous value.
      pending.resolve(keep ? pending.newRow : pending.oldRow);
      setPending(null);
    }
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Salaries" rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Change this salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? `${pending.oldRow.name}: from ${pending.oldRow.salary} to ${pending.newRow.salary}.` : null}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old salary</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
