import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef, GridDataSource, GridSlotProps} from '@mui/x-data-grid-premium';
import {ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({seed: 131});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 110},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const dataSource: GridDataSource = {
  // `groupFields`: the grouping model; `groupKeys`: the path of the group being opened ([] at the top).
  getRows: ({groupFields, groupKeys, filterModel, sortModel, paginationModel}) =>
    server.getGroupedRows({groupFields, groupKeys, filterModel, sortModel, paginationModel}),
  // The server marks group rows with `group` (their value) and `childCount`.
  getGroupKey: (row) => row.group,
  getChildrenCount: (row) => row.childCount ?? 0,
};

// While a row's children load, its grouping cell shows the `baseCircularProgress` slot, which
// has no accessible name by default: this one passes the grid's props on and adds a label.
function LabelledCircularProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress {...props} aria-label="Loading group" />;
}

export default function ServerSideRowGrouping() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{height: 440, width: '100%'}}>
        <DataGridPremium
          label="Orders grouped on the server"
          columns={columns}
          dataSource={dataSource}
          slots={{baseCircularProgress: LabelledCircularProgress}}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          showToolbar
          initialState={{rowGrouping: {model: ['category', 'product']}}}
        />
      </Box>
    </Stack>
  );
}
