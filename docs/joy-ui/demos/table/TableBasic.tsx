import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const orders = [
  {id: 'A-1042', customer: 'Amara Okafor', items: 3, total: 84.5},
  {id: 'A-1043', customer: 'Jonas Lindqvist', items: 1, total: 19.9},
  {id: 'A-1044', customer: 'Mei Tanaka', items: 6, total: 212},
  {id: 'A-1045', customer: 'Diego Fernández', items: 2, total: 45.25},
];

export default function TableBasic() {
  return (
    <Sheet variant="outlined" sx={{borderRadius: 'sm', overflow: 'auto'}}>
      <Table
        sx={{
          // Numbers are easier to compare when they are right-aligned.
          '& th:nth-of-type(n+3), & td:nth-of-type(n+3)': {textAlign: 'right'},
        }}>
        <caption>Orders placed this week</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.id}</th>
              <td>{order.customer}</td>
              <td>{order.items}</td>
              <td>€{order.total.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
