import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const contacts: Contact[] = [
  {id: 1, firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com'},
  {id: 2, firstName: 'Bruno', lastName: 'Costa', email: 'bruno.costa@example.com'},
  {id: 3, firstName: 'Chen', lastName: 'Zhang', email: 'chen.zhang@example.com'},
  {id: 4, firstName: 'Dalia', lastName: 'Haddad', email: 'dalia.haddad@example.com'},
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Read: two fields become one value...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...write: the edited value is split back into the two fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return {...row, firstName, lastName: rest.join(' ')};
    },
  },
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {
    field: 'email',
    headerName: 'Email (stored lower-case)',
    width: 260,
    editable: true,
    // Runs whenever the editor reports a new value, before it is stored in the edit state.
    valueParser: (value: string | undefined) => (value ?? '').toLowerCase(),
  },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid aria-label="Contacts" rows={contacts} columns={columns} hideFooter />
    </Box>
  );
}
