import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridAggregationFunctionDataSource, GridColDef, GridDataSource} from '@mui/x-data-grid-premium';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({seed: 141});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

// What the server can compute: names, labels and column types only; no `apply`.
const numeric: GridAggregationFunctionDataSource = {columnTypes: ['number']};
const aggregationFunctions = {
  sum: numeric,
  avg: numeric,
  min: numeric,
  max: numeric,
  size: {label: 'count'},
};

const dataSource: GridDataSource = {
  getRows: ({aggregationModel, filterModel, sortModel, paginationModel}) =>
    server.getRows({aggregationModel, filterModel, sortModel, paginationModel}),
  // Reads an aggregated value from a group row, or from the response's `aggregateRow`.
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

export default function ServerSideAggregation() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        label="Orders, totals of all pages computed by the server"
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        showToolbar
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: {paginationModel: {page: 0, pageSize: 10}},
          aggregation: {model: {quantity: 'sum', total: 'sum'}},
        }}
      />
    </Box>
  );
}
