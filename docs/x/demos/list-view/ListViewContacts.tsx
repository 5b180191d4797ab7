import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridListViewColDef, GridRenderCellParams} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 111);

// The regular columns still drive sorting, filtering and the quick filter.
const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name'},
  {field: 'role', headerName: 'Role'},
  {field: 'department', headerName: 'Department'},
  {field: 'country', headerName: 'Country'},
  {field: 'email', headerName: 'Email'},
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function ContactCell({row}: GridRenderCellParams<Employee>) {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', height: '100%', minWidth: 0}}>
      <Avatar sx={{bgcolor: 'primary.main', color: 'primary.contrastText'}}>{initials(row.name)}</Avatar>
      <Box sx={{minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 500}} noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.role}, {row.department} · {row.country}
        </Typography>
      </Box>
    </Stack>
  );
}

// One column that renders the whole row in list view.
const listViewColumn: GridListViewColDef<Employee> = {
  field: 'contact',
  renderCell: (params) => <ContactCell {...params} />,
};

export default function ListViewContacts() {
  return (
    <Box sx={{height: 460, width: '100%', maxWidth: 420}}>
      <DataGridPro
        label="Contacts"
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        showToolbar
        initialState={{sorting: {sortModel: [{field: 'name', sort: 'asc'}]}}}
      />
    </Box>
  );
}
