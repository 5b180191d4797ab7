import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Player {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  games: number;
  wins: number;
}

const initialPlayers: Player[] = [
  {id: 1, firstName: 'Hana', lastName: 'Ito', username: 'hana.ito', games: 42, wins: 29},
  {id: 2, firstName: 'Omar', lastName: 'Haddad', username: 'ohaddad', games: 38, wins: 17},
  {id: 3, firstName: 'Freya', lastName: 'Larsen', username: 'freya_l', games: 51, wins: 33},
  {id: 4, firstName: 'Mateo', lastName: 'Silva', username: 'msilva', games: 12, wins: 3},
  {id: 5, firstName: 'Priya', lastName: 'Novak', username: 'priya.n', games: 27, wins: 15},
];

const percent = new Intl.NumberFormat('en-US', {style: 'percent', maximumFractionDigits: 1});

const columns: GridColDef<Player>[] = [
  {
    field: 'fullName',
    headerName: 'Player',
    width: 180,
    editable: true,
    // Reads the value from two fields of the row...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...and, after an edit, writes it back to them.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return {...row, firstName, lastName: rest.join(' ')};
    },
  },
  {field: 'games', headerName: 'Games', type: 'number', width: 90, editable: true},
  {field: 'wins', headerName: 'Wins', type: 'number', width: 90, editable: true},
  {
    field: 'winRate',
    headerName: 'Win rate',
    type: 'number',
    width: 110,
    // The value is a ratio, so it sorts and filters as a number...
    valueGetter: (_value, row) => (row.games === 0 ? 0 : row.wins / row.games),
    // ...and is shown as a percentage.
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'username',
    headerName: 'Username',
    width: 130,
    editable: true,
    // Normalises what the user types: lower case, no spaces.
    valueParser: (value: string | undefined) => (value ?? '').toLowerCase().replace(/\s+/g, ''),
  },
];

export default function ValueGetterSetter() {
  const [rows, setRows] = React.useState(initialPlayers);

  const processRowUpdate = React.useCallback((updated: Player) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Players" rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
