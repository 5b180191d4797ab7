import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Ada Lovelace', team: 'Compilers', joined: new Date(Date.UTC(2021, 2, 14)), commits: 412},
  {id: 2, name: 'Grace Hopper', team: 'Tooling', joined: new Date(Date.UTC(2019, 8, 2)), commits: 1093},
  {id: 3, name: 'Alan Turing', team: 'Research', joined: new Date(Date.UTC(2023, 0, 9)), commits: 87},
  {id: 4, name: 'Katherine Johnson', team: 'Data', joined: new Date(Date.UTC(2020, 5, 21)), commits: 658},
  {id: 5, name: 'Edsger Dijkstra', team: 'Compilers', joined: new Date(Date.UTC(2022, 10, 3)), commits: 301},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 180},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'joined', headerName: 'Joined', type: 'date', width: 130},
  {field: 'commits', headerName: 'Commits', type: 'number', width: 110},
];

export default function MinimalGrid() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Team members" rows={rows} columns={columns} />
    </Box>
  );
}
