import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  time: string;
  room: string;
  talk: string;
}

const sessions: Session[] = [
  {id: 1, day: 'Monday', time: '09:00', room: 'Main hall', talk: 'Opening keynote'},
  {id: 2, day: 'Monday', time: '10:30', room: 'Room B', talk: 'Testing accessible forms'},
  {id: 3, day: 'Monday', time: '10:30', room: 'Main hall', talk: 'Designing for slow networks'},
  {id: 4, day: 'Monday', time: '13:30', room: 'Room B', talk: 'Typed APIs end to end'},
  {id: 5, day: 'Monday', time: '13:30', room: 'Main hall', talk: 'State machines in practice'},
  {id: 6, day: 'Monday', time: '13:30', room: 'Room C', talk: 'Hands-on: profiling renders'},
  {id: 7, day: 'Tuesday', time: '09:00', room: 'Main hall', talk: 'Data grids at scale'},
  {id: 8, day: 'Tuesday', time: '10:30', room: 'Room B', talk: 'Colour systems that survive dark mode'},
  {id: 9, day: 'Tuesday', time: '10:30', room: 'Room C', talk: 'Hands-on: writing codemods'},
  {id: 10, day: 'Tuesday', time: '15:00', room: 'Main hall', talk: 'Closing panel'},
];

const columns: GridColDef<Session>[] = [
  {field: 'day', headerName: 'Day', width: 110},
  {field: 'time', headerName: 'Time', width: 90},
  {field: 'room', headerName: 'Room', width: 120},
  {field: 'talk', headerName: 'Talk', flex: 1, minWidth: 240},
];

export default function ConferenceSchedule() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        aria-label="Conference schedule"
        rows={sessions}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
