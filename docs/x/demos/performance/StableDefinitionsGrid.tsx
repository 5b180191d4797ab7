import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

// Created once, at module level: the same array on every render.
const rows = createOrders(500, 181);

// Also stable: this column never depends on the component's state.
const orderColumn: GridColDef<Order> = {field: 'orderNumber', headerName: 'Order', width: 120};

const CURRENCIES = ['USD', 'EUR', 'JPY'] as const;

export default function StableDefinitionsGrid() {
  const [currency, setCurrency] = React.useState<(typeof CURRENCIES)[number]>('USD');
  // Unrelated to the grid: typing here re-renders this component, not the grid's columns.
  const [note, setNote] = React.useState('');

  // Rebuilt only when the currency changes.
  const columns = React.useMemo<GridColDef<Order>[]>(() => {
    const format = new Intl.NumberFormat('en-US', {style: 'currency', currency});
    return [
      orderColumn,
      {field: 'customer', headerName: 'Customer', width: 150},
      {
        field: 'total',
        headerName: `Total (${currency})`,
        type: 'number',
        width: 150,
        valueFormatter: (value: number) => format.format(value),
      },
    ];
  }, [currency]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <TextField
          select
          size="small"
          label="Currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value as (typeof CURRENCIES)[number])}
          sx={{width: 140}}>
          {CURRENCIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      </Stack>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid aria-label="Orders with memoised columns" rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
