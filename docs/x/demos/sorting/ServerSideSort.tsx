import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const database = createOrders(100, 74);

// Stands in for a request such as GET /orders?sort=total&direction=desc&limit=25.
function fetchOrders(sortModel: GridSortModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const [item] = sortModel;
      const sorted = [...database];
      if (item?.sort) {
        const field = item.field as keyof Order;
        const sign = item.sort === 'asc' ? 1 : -1;
        sorted.sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
      }
      resolve(sorted.slice(0, 25));
    }, 600);
  });
}

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function ServerSideSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'total', sort: 'desc'}]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      // Ignore answers to requests that a newer sort has replaced.
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Top 25 orders, sorted on the server"
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
