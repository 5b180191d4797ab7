import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Note {
  id: number;
  customer: string;
  note: string;
}

const notes: Note[] = [
  {id: 1, customer: 'Atlas Cafe', note: 'Deliveries before 8 am only.\nUse the side door on Mill Street.'},
  {id: 2, customer: 'Brew Lab', note: 'Prefers invoices by email.'},
  {id: 3, customer: 'Cup & Co', note: 'Closed on Mondays.\nAsk for Dana about grinder repairs.'},
  {id: 4, customer: 'Daily Grind', note: ''},
  {id: 5, customer: 'Kettle House', note: 'Seasonal menu changes in March and September.'},
];

const columns: GridColDef<Note>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  // `longText` edits in a text area: Shift+Enter adds a line, Enter saves, Escape cancels.
  {field: 'note', headerName: 'Delivery notes', type: 'longText', flex: 1, minWidth: 260, editable: true},
];

export default function MultilineEditing() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid aria-label="Customer notes" rows={notes} columns={columns} hideFooter />
    </Box>
  );
}
