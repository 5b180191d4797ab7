import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 93);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'department', headerName: 'Department', width: 130, editable: true},
  {field: 'country', headerName: 'Country', width: 110, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

interface PendingPaste {
  rows: number;
  cells: number;
  resolve: () => void;
  reject: () => void;
}

export default function ConfirmBeforePaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const titleId = React.useId();

  // The grid waits for the promise: resolving it pastes, rejecting it cancels.
  const confirmPaste = ({data}: {data: string[][]}) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((count, line) => count + line.length, 0);
      setPending({rows: data.length, cells, resolve, reject});
    });

  const close = (accept: boolean) => {
    if (accept) {
      pending?.resolve();
    } else {
      pending?.reject();
    }
    setPending(null);
  };

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        aria-label="Employees, paste after confirmation"
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Paste into the grid?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.cells} value(s) on {pending?.rows} line(s). Pasting replaces the values of the
            cells they land on.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
