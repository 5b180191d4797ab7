import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, type GridColDef, type GridValidRowModel} from '@mui/x-data-grid';

/** Two "API responses" whose shape the page does not know in advance. */
const DATASETS: Record<string, GridValidRowModel[]> = {
  'Weather stations': [
    {
      id: 'WS-1',
      stationName: 'Harbour',
      temperatureC: 14.2,
      windKmh: 31,
      isOnline: true,
      lastReading: '2025-06-16T08:00:00Z',
    },
    {
      id: 'WS-2',
      stationName: 'Hilltop',
      temperatureC: 9.8,
      windKmh: 52,
      isOnline: true,
      lastReading: '2025-06-16T07:45:00Z',
    },
    {
      id: 'WS-3',
      stationName: 'Airport',
      temperatureC: 16.5,
      windKmh: 12,
      isOnline: false,
      lastReading: '2025-06-15T22:10:00Z',
    },
  ],
  'Library loans': [
    {id: 1, bookTitle: 'The Overstory', borrower: 'R. Silva', dueDate: '2025-06-20', renewals: 1},
    {id: 2, bookTitle: 'Piranesi', borrower: 'K. Ito', dueDate: '2025-06-18', renewals: 0},
    {id: 3, bookTitle: 'Circe', borrower: 'A. Okafor', dueDate: '2025-07-02', renewals: 2},
  ],
};

/** "temperatureC" -> "Temperature C" */
const toHeaderName = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** One column per key of the first row, with a type guessed from its value. */
function inferColumns(rows: GridValidRowModel[]): GridColDef[] {
  const sample = rows[0] ?? {};
  return Object.keys(sample).map((key): GridColDef => {
    const value: unknown = sample[key];
    const base = {field: key, headerName: key === 'id' ? 'ID' : toHeaderName(key), minWidth: 110, flex: 1};
    if (typeof value === 'number') {
      return {...base, type: 'number'};
    }
    if (typeof value === 'boolean') {
      return {...base, type: 'boolean'};
    }
    if (typeof value === 'string' && (ISO_DATE.test(value) || ISO_DATE_TIME.test(value))) {
      const isDateTime = ISO_DATE_TIME.test(value);
      return {
        ...base,
        type: isDateTime ? 'dateTime' : 'date',
        // Date columns need Date objects.
        valueGetter: (raw: string | null) => (raw ? new Date(isDateTime ? raw : `${raw}T00:00:00Z`) : null),
      };
    }
    return base;
  });
}

export default function ColumnsFromData() {
  const [dataset, setDataset] = React.useState('Weather stations');
  const rows = DATASETS[dataset] ?? [];
  // Built once per data set, not on every render.
  const columns = React.useMemo(() => inferColumns(rows), [rows]);

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="Data set"
        value={dataset}
        onChange={(event) => setDataset(event.target.value)}
        sx={{width: 220}}>
        {Object.keys(DATASETS).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{height: 300}}>
        <DataGrid aria-label={dataset} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
