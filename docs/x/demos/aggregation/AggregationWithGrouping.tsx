import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {DataGridPremiumProps, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 62);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

// The default: the grand total in a footer, each group's value on the group row itself.
const inline: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth === -1 ? 'footer' : 'inline';
// Every value in a footer: below the rows of each group, and below all the rows.
const footers: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';

export default function AggregationWithGrouping() {
  const [inFooters, setInFooters] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={inFooters} onChange={(event) => setInFooters(event.target.checked)} />}
        label="Show group totals in a footer row"
      />
      <Box sx={{height: 440, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders grouped by category with totals"
          rows={rows}
          columns={columns}
          getAggregationPosition={inFooters ? footers : inline}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: {model: ['category']},
            aggregation: {model: {quantity: 'sum', total: 'sum'}},
          }}
        />
      </Box>
    </Stack>
  );
}
