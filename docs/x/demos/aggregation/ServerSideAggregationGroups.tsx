import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
  GridSlotProps,
} from '@mui/x-data-grid-premium';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({seed: 142});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

const numeric: GridAggregationFunctionDataSource = {columnTypes: ['number']};
const aggregationFunctions = {sum: numeric, avg: numeric, max: numeric};

const dataSource: GridDataSource = {
  getRows: ({groupFields, groupKeys, aggregationModel, filterModel, sortModel, paginationModel}) =>
    server.getGroupedRows({groupFields, groupKeys, aggregationModel, filterModel, sortModel, paginationModel}),
  getGroupKey: (row) => row.group,
  getChildrenCount: (row) => row.childCount ?? 0,
  // Group rows carry their aggregates; so does the `aggregateRow` of the top-level answer.
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

// While a row's children load, its grouping cell shows the `baseCircularProgress` slot, which
// has no accessible name by default: this one passes the grid's props on and adds a label.
function LabelledCircularProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress {...props} aria-label="Loading group" />;
}

export default function ServerSideAggregationGroups() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders by region and customer, with server totals"
        columns={columns}
        dataSource={dataSource}
        slots={{baseCircularProgress: LabelledCircularProgress}}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['region', 'customer']},
          aggregation: {model: {quantity: 'sum', total: 'avg'}},
        }}
      />
    </Box>
  );
}
