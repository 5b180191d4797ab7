import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(80, 162);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function SubscribeEventGrid() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Resize a column, sort, or change the page.');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Each call returns a function that removes the listener.
    const unsubscribers = [
      api.subscribeEvent('columnWidthChange', (params) => {
        setLastChange(`The ${params.colDef.headerName} column is now ${Math.round(params.width)} px wide.`);
      }),
      api.subscribeEvent('sortModelChange', (model) => {
        const item = model[0];
        setLastChange(item ? `Sorted by ${item.field}, ${item.sort ?? 'unsorted'}.` : 'Sorting removed.');
      }),
      api.subscribeEvent('paginationModelChange', (model) => {
        setLastChange(`Page ${model.page + 1}, ${model.pageSize} rows per page.`);
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {lastChange}
      </Typography>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Orders whose events are subscribed to"
          rows={rows}
          columns={columns}
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Stack>
  );
}
