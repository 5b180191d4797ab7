import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 13);

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function NameCell({row}: GridRenderCellParams<Employee>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{alignItems: 'center', minWidth: 0}}>
      <Avatar sx={{width: 28, height: 28, fontSize: 12}} aria-hidden>
        {initials(row.name)}
      </Avatar>
      <Typography variant="body2" noWrap>
        {row.name}
      </Typography>
    </Stack>
  );
}

function RatingCell({value, row}: GridRenderCellParams<Employee, number>) {
  const rating = value ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', width: '100%'}}>
      <LinearProgress
        variant="determinate"
        value={rating * 20}
        aria-label={`Rating of ${row.name}`}
        aria-valuetext={`${rating} out of 5`}
        sx={{flex: 1, height: 8, borderRadius: 4}}
      />
      <Typography variant="body2" sx={{width: 32, textAlign: 'right'}}>
        {rating}/5
      </Typography>
    </Stack>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 200, display: 'flex', renderCell: NameCell},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 170, display: 'flex', renderCell: RatingCell},
];

export default function RenderedCells() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employee ratings" rows={rows} columns={columns} />
    </Box>
  );
}
