import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  invoice: string;
  customer: string;
  product: string;
  quantity: number;
}

const lines: InvoiceLine[] = [
  {id: 1, invoice: 'INV-2041', customer: 'Atlas Cafe', product: 'Espresso beans 1 kg', quantity: 4},
  {id: 2, invoice: 'INV-2041', customer: 'Atlas Cafe', product: 'Paper filters (100)', quantity: 4},
  {id: 3, invoice: 'INV-2042', customer: 'Atlas Cafe', product: 'Ceramic mug', quantity: 12},
  {id: 4, invoice: 'INV-2043', customer: 'Brew Lab', product: 'Hand grinder', quantity: 1},
  {id: 5, invoice: 'INV-2043', customer: 'Brew Lab', product: 'Pour-over kettle', quantity: 1},
  {id: 6, invoice: 'INV-2043', customer: 'Brew Lab', product: 'Filter beans 500 g', quantity: 6},
  {id: 7, invoice: 'INV-2044', customer: 'Daily Grind', product: 'Green tea 100 g', quantity: 6},
];

function getColumns(scoped: boolean): GridColDef<InvoiceLine>[] {
  return [
    {field: 'invoice', headerName: 'Invoice', width: 110},
    {
      field: 'customer',
      headerName: 'Customer',
      width: 140,
      // Only merge customer cells that belong to the same invoice.
      rowSpanValueGetter: scoped ? (value, row) => `${row.invoice}:${value}` : undefined,
    },
    {field: 'product', headerName: 'Product', flex: 1, minWidth: 180},
    {
      field: 'quantity',
      headerName: 'Quantity',
      type: 'number',
      width: 100,
      // Equal quantities are a coincidence, not a group: never merge them.
      rowSpanValueGetter: scoped ? () => null : undefined,
    },
  ];
}

const defaultColumns = getColumns(false);
const scopedColumns = getColumns(true);

export default function ScopedSpanning() {
  const [scoped, setScoped] = React.useState(true);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={scoped} onChange={(event) => setScoped(event.target.checked)} />}
        label="Use rowSpanValueGetter"
      />
      <Box sx={{height: 400}}>
        <DataGrid
          aria-label="Invoice lines"
          rows={lines}
          columns={scoped ? scopedColumns : defaultColumns}
          rowSpanning
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
