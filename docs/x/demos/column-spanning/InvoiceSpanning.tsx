import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type InvoiceRow =
  | {id: string; kind: 'item'; description: string; quantity: number; unitPrice: number}
  | {id: string; kind: 'summary'; description: string; amount: number};

const items = [
  {id: 'a', kind: 'item', description: 'Espresso machine service', quantity: 1, unitPrice: 180},
  {id: 'b', kind: 'item', description: 'Replacement group gasket', quantity: 2, unitPrice: 14.5},
  {id: 'c', kind: 'item', description: 'Descaling solution, 1 l', quantity: 3, unitPrice: 11},
  {id: 'd', kind: 'item', description: 'Call-out fee', quantity: 1, unitPrice: 45},
] as const;

const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
const tax = Math.round(subtotal * 0.2 * 100) / 100;

const rows: InvoiceRow[] = [
  ...items,
  {id: 'subtotal', kind: 'summary', description: 'Subtotal', amount: subtotal},
  {id: 'tax', kind: 'summary', description: 'VAT (20%)', amount: tax},
  {id: 'total', kind: 'summary', description: 'Total due', amount: subtotal + tax},
];

const money = new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'GBP'});

const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Summary rows have no quantity or unit price: their label spans those two columns too.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    align: 'left',
    cellClassName: (params) => (params.row.kind === 'summary' ? 'invoice-summary-label' : ''),
  },
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : money.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity * row.unitPrice : row.amount),
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function InvoiceSpanning() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .invoice-summary-label': {justifyContent: 'flex-end', textAlign: 'right', fontWeight: 600},
      }}>
      <DataGrid
        aria-label="Invoice"
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
