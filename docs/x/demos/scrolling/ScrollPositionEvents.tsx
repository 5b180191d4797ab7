import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef, GridScrollParams} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 102);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

export default function ScrollPositionEvents() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({top: 0, left: 0});

  React.useEffect(() => {
    // `subscribeEvent` returns the function that unsubscribes: the effect's cleanup.
    return apiRef.current?.subscribeEvent('scrollPositionChange', (params) => setPosition(params));
  }, [apiRef]);

  const context = position.renderContext;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" component="p">
        Scrolled {Math.round(position.top)} px down and {Math.round(Math.abs(position.left))} px across.
        {context && ` Rows ${context.firstRowIndex + 1} to ${context.lastRowIndex} are in the DOM.`}
      </Typography>
      <Box sx={{height: 360, width: '100%', maxWidth: 600}}>
        <DataGrid aria-label="Orders, scroll position reported" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
