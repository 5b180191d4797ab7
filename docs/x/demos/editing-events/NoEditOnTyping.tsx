import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridCellEditStartReasons, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(12, 53);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'email', headerName: 'Email', width: 250, editable: true},
];

// Typing on a focused cell no longer wipes its value; Enter and double-click still start editing.
const handleCellEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
  if (
    params.reason === GridCellEditStartReasons.printableKeyDown ||
    params.reason === GridCellEditStartReasons.deleteKeyDown
  ) {
    event.defaultMuiPrevented = true;
  }
};

export default function NoEditOnTyping() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Contacts" rows={rows} columns={columns} onCellEditStart={handleCellEditStart} />
    </Box>
  );
}
