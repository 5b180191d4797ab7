import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef} from '@mui/x-data-grid-premium';
import type {GridColDef, GridEventListener} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 51);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

interface GroupSummary {
  name: string;
  orders: number;
  cancelled: number;
  total: number;
}

const amount = new Intl.NumberFormat('en-GB', {minimumFractionDigits: 2, maximumFractionDigits: 2});

export default function GroupChildrenSummary() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<GroupSummary | null>(null);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (!apiRef.current || node?.type !== 'group') {
      return;
    }
    // The ids of the orders inside the group, at every depth, that pass the current filters.
    const ids = apiRef.current.getRowGroupChildren({groupId: params.id, applyFiltering: true});
    const orders = ids.map((id) => apiRef.current!.getRow<Order>(id)).filter((order) => order !== null);
    setSummary({
      name: String(node.groupingKey),
      orders: orders.length,
      cancelled: orders.filter((order) => order.status === 'Cancelled').length,
      total: orders.reduce((sum, order) => sum + order.total, 0),
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" role="status">
        {summary
          ? `${summary.name}: ${summary.orders} orders (${summary.cancelled} cancelled), ${amount.format(summary.total)} in total.`
          : 'Click a group row to summarise its orders.'}
      </Typography>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders grouped by region and customer"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          initialState={{rowGrouping: {model: ['region', 'customer']}}}
        />
      </Box>
    </Stack>
  );
}
