import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DataGridPremium, GRID_ROOT_GROUP_ID, useGridApiRef} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(200, 54);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function RevealRowInGroup() {
  const apiRef = useGridApiRef();
  const [orderNumber, setOrderNumber] = React.useState('SO-01150');
  const [message, setMessage] = React.useState('');

  const reveal = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    const order = rows.find((row) => row.orderNumber === orderNumber.trim().toUpperCase());
    if (!api || !order) {
      setMessage(`No order ${orderNumber}.`);
      return;
    }
    // Open every group above the row, from its parent up to the top level.
    let node = api.getRowNode(order.id);
    while (node && node.parent !== null && node.parent !== GRID_ROOT_GROUP_ID) {
      api.setRowChildrenExpansion(node.parent, true);
      node = api.getRowNode(node.parent);
    }
    // The row is now reachable: scroll to it, select it and move the focus to its order number.
    requestAnimationFrame(() => {
      const rowIndex = api.getRowIndexRelativeToVisibleRows(order.id);
      if (rowIndex !== undefined) {
        api.scrollToIndexes({rowIndex});
        api.setRowSelectionModel({type: 'include', ids: new Set([order.id])});
        api.setCellFocus(order.id, 'orderNumber');
      }
      setMessage(`Order ${order.orderNumber}: ${order.region} / ${order.status}.`);
    });
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={reveal} sx={{alignItems: 'center'}}>
        <TextField size="small" label="Order number" value={orderNumber} onChange={(event) => setOrderNumber(event.target.value)} />
        <Button type="submit" variant="outlined">
          Show order
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders grouped by region and status"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'status']}}}
        />
      </Box>
    </Stack>
  );
}
