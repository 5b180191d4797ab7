import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 91);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function CopyToClipboard() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={2}>
      <Box sx={{height: 340, width: '100%'}}>
        <DataGrid
          aria-label="Employees to copy"
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="body2" role="status">
        {copied ? `Copied ${copied.split('\n').length} line(s).` : 'Nothing copied yet.'}
      </Typography>
      <TextField
        label="Paste here to see what was copied"
        multiline
        minRows={3}
        fullWidth
        slotProps={{htmlInput: {spellCheck: false, style: {fontFamily: 'monospace'}}}}
      />
    </Stack>
  );
}
