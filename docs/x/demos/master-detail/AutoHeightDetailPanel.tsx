import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

interface Customer {
  id: string;
  name: string;
  orders: Order[];
}

// One row per customer, each with a different number of orders.
const customers: Customer[] = Object.entries(
  createOrders(30, 8).reduce<Record<string, Order[]>>((acc, order) => {
    (acc[order.customer] ??= []).push(order);
    return acc;
  }, {}),
).map(([name, orders]) => ({id: name, name, orders}));

const columns: GridColDef<Customer>[] = [
  // The built-in header of the toggle column is an empty element with role="presentation" and an
  // aria-label, which ARIA does not allow there: name the column with visually hidden text instead.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    renderHeader: ({colDef}) => (
      <Box component="span" sx={visuallyHidden}>
        {colDef.headerName}
      </Box>
    ),
  },
  {field: 'name', headerName: 'Customer', flex: 1, minWidth: 160},
  {
    field: 'orderCount',
    headerName: 'Orders',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.orders.length,
  },
  {
    field: 'quantity',
    headerName: 'Items',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.orders.reduce((sum, order) => sum + order.quantity, 0),
  },
];

function CustomerOrders({customer}: {customer: Customer}) {
  return (
    <Box sx={{px: 3, py: 2}}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Orders from {customer.name}
      </Typography>
      <Table size="small" aria-label={`Orders from ${customer.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customer.orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{order.orderNumber}</TableCell>
              <TableCell>{order.product}</TableCell>
              <TableCell align="right">{order.quantity}</TableCell>
              <TableCell>{order.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const getDetailPanelContent = ({row}: GridRowParams<Customer>) => <CustomerOrders customer={row} />;
// 'auto': the grid measures each panel once it renders.
const getDetailPanelHeight = () => 'auto' as const;

export default function AutoHeightDetailPanel() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        aria-label="Customers"
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
