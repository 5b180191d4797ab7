import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 92);

// Two lines of two tab-separated values: a quantity and a unit price, as a spreadsheet copies them.
const SAMPLE = '12\t€ 9.90\n3\t€ 81.00';

const parsePrice = (text: string) => {
  const amount = Number(text.replace(/[^\d.-]/g, ''));
  return Number.isFinite(amount) ? amount : undefined;
};

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'product', headerName: 'Product', width: 180},
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 90,
    editable: true,
    // Pasted text is parsed before it reaches `processRowUpdate`; `undefined` skips the cell.
    pastedValueParser: (text) => {
      const value = Number.parseInt(text, 10);
      return Number.isInteger(value) && value > 0 ? value : undefined;
    },
  },
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true, pastedValueParser: parsePrice},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function PasteIntoCells() {
  const [status, setStatus] = React.useState('');

  const copySample = async () => {
    try {
      await navigator.clipboard.writeText(SAMPLE);
      setStatus('Sample copied: select a Qty cell and paste.');
    } catch {
      setStatus('This browser blocked the clipboard: copy two cells of the grid instead.');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={copySample}>
          Copy a sample (2 × 2 values)
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders, editable quantities and prices"
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          // Called once per changed row: return the row to keep, here with its total updated.
          processRowUpdate={(newRow: Order) => ({
            ...newRow,
            total: Math.round(newRow.quantity * newRow.unitPrice * 100) / 100,
          })}
          onClipboardPasteEnd={() => setStatus('Pasted. Press Ctrl+Z (⌘+Z on macOS) in the grid to undo.')}
        />
      </Box>
    </Stack>
  );
}
