import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({count: 100});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty (editable)', type: 'number', width: 130, editable: true},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  // Computed by the server when it saves the order.
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const dataSource: GridDataSource = {
  getRows: ({paginationModel, sortModel}) => server.getRows({paginationModel, sortModel}),
  // The grid shows the row the server answers with, and clears its cache.
  updateRow: ({updatedRow}) => server.updateOrder(updatedRow as Order),
};

export default function DataSourceEditing() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders with editable quantities"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pageSizeOptions={[10]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Stack>
  );
}
