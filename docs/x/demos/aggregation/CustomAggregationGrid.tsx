import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_AGGREGATION_FUNCTIONS} from '@mui/x-data-grid-premium';
import type {GridAggregationFunction, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 64);

// The value that appears most often in the column: works on any column type.
const mostCommon: GridAggregationFunction<string, string | null> = {
  label: 'most common',
  apply: ({values}) => {
    const counts = new Map<string, number>();
    let best: string | null = null;
    for (const value of values) {
      if (value === undefined) {
        continue;
      }
      const count = (counts.get(value) ?? 0) + 1;
      counts.set(value, count);
      if (best === null || count > (counts.get(best) ?? 0)) {
        best = value;
      }
    }
    return best;
  },
  // The result is a product name, not a quantity of the column's unit.
  hasCellUnit: false,
};

// The average price paid per item: each order weighs as much as its quantity.
const weightedAverage: GridAggregationFunction<{price: number; quantity: number}, number | null> = {
  label: 'avg per item',
  columnTypes: ['number'],
  // Hand `apply` two fields of the row instead of the cell value alone.
  getCellValue: ({row}) => ({price: row.unitPrice, quantity: row.quantity}),
  apply: ({values}) => {
    let amount = 0;
    let items = 0;
    for (const value of values) {
      if (value) {
        amount += value.price * value.quantity;
        items += value.quantity;
      }
    }
    return items === 0 ? null : amount / items;
  },
  valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(2)),
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, mostCommon, weightedAverage};

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 190, availableAggregationFunctions: ['mostCommon', 'size']},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 150},
  // No Aggregation item in the column menu of the order number.
  {field: 'orderNumber', headerName: 'Order', width: 110, aggregable: false},
];

export default function CustomAggregationGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders by customer with custom aggregations"
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['customer']},
          aggregation: {model: {product: 'mostCommon', quantity: 'sum', unitPrice: 'weightedAverage'}},
        }}
      />
    </Box>
  );
}
