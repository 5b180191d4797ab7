import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, gridClasses, type GridColDef, type GridPinnedRowsProp} from '@mui/x-data-grid-pro';
import {createOrders} from '../data/orders';

interface Line {
  id: number | string;
  orderNumber: string;
  customer: string;
  quantity: number;
  total: number;
}

const lines: Line[] = createOrders(40, 3).map(({id, orderNumber, customer, quantity, total}) => ({
  id,
  orderNumber,
  customer,
  quantity,
  total,
}));

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Line>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 130},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 110},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
];

// Pinned rows need ids of their own: they are not part of `rows`.
const pinnedRows: GridPinnedRowsProp<Line> = {
  top: [{id: 'target', orderNumber: 'Monthly target', customer: '', quantity: 500, total: 12000}],
  bottom: [
    {
      id: 'sum',
      orderNumber: 'Total',
      customer: `${lines.length} orders`,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: Math.round(lines.reduce((sum, line) => sum + line.total, 0) * 100) / 100,
    },
  ],
};

export default function PinnedSummaryRows() {
  const [shadow, setShadow] = React.useState(true);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={shadow} onChange={(event) => setShadow(event.target.checked)} />}
        label="Shadow between pinned and scrolling rows"
      />
      <Box sx={{height: 420}}>
        <DataGridPro
          aria-label="Orders with totals"
          rows={lines}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={shadow ? 'border-and-shadow' : 'border'}
          sx={{[`& .${gridClasses.pinnedRows} .${gridClasses.cell}`]: {fontWeight: 600}}}
        />
      </Box>
    </Stack>
  );
}
