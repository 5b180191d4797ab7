import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

type Order = {
  id: string;
  customer: string;
  date: string;
  lines: {product: string; quantity: number; unitPrice: number}[];
};

const orders: Order[] = [
  {
    id: 'SO-2207',
    customer: 'Lindqvist Bakery',
    date: '2025-03-04',
    lines: [
      {product: 'Rye flour, 25 kg', quantity: 4, unitPrice: 31.5},
      {product: 'Sea salt, 5 kg', quantity: 2, unitPrice: 9.8},
    ],
  },
  {
    id: 'SO-2208',
    customer: 'Café Montañés',
    date: '2025-03-05',
    lines: [
      {product: 'Espresso beans, 1 kg', quantity: 12, unitPrice: 18.9},
      {product: 'Oat milk, 1 l', quantity: 24, unitPrice: 2.1},
      {product: 'Paper cups, 500 pcs', quantity: 3, unitPrice: 27},
    ],
  },
  {
    id: 'SO-2209',
    customer: 'Green Fork Canteen',
    date: '2025-03-05',
    lines: [{product: 'Basmati rice, 10 kg', quantity: 6, unitPrice: 19.4}],
  },
];

const total = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

function OrderRow({order}: {order: Order}) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-details-${order.id}`;
  return (
    <React.Fragment>
      <TableRow sx={{'& > *': {borderBottom: 'unset'}}}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? `Hide lines of ${order.id}` : `Show lines of ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.date}</TableCell>
        <TableCell align="right">{total(order).toFixed(2)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{py: 0}} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{my: 1.5, ml: 6}}>
              <Typography variant="subtitle2" component="div" gutterBottom>
                Order lines
              </Typography>
              <Table size="small" aria-label={`Lines of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Unit price (€)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.product}>
                      <TableCell component="th" scope="row">
                        {line.product}
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{line.unitPrice.toFixed(2)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Sales orders">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={{position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)'}}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Total (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
