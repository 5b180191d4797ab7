import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

type Status = 'Paid' | 'Pending' | 'Refunded';

const statusColor = {Paid: 'success', Pending: 'warning', Refunded: 'neutral'} as const;

const orders: {id: string; date: string; customer: string; status: Status; total: string}[] = [
  {id: 'INV-1041', date: '3 Feb 2025', customer: 'Olivia Ryhe', status: 'Paid', total: '€120.00'},
  {id: 'INV-1042', date: '3 Feb 2025', customer: 'Steve Hampton', status: 'Pending', total: '€56.40'},
  {id: 'INV-1043', date: '4 Feb 2025', customer: 'Ciaran Murray', status: 'Refunded', total: '€18.90'},
  {id: 'INV-1044', date: '5 Feb 2025', customer: 'Maria Macdonald', status: 'Paid', total: '€342.15'},
  {id: 'INV-1045', date: '6 Feb 2025', customer: 'Charles Fulton', status: 'Pending', total: '€75.00'},
];

export default function OrderTable() {
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<Status | 'All'>('All');

  const visible = orders.filter(
    (order) =>
      (status === 'All' || order.status === status) && order.customer.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 1.5}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center'}}>
        <Typography level="title-lg" component="h2" sx={{flex: 1}}>
          Orders
        </Typography>
        <Input
          size="sm"
          aria-label="Search customers"
          placeholder="Search customers"
          startDecorator={<Search />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          size="sm"
          aria-label="Status"
          value={status}
          onChange={(_event, value) => setStatus(value ?? 'All')}
          sx={{minWidth: 130}}>
          <Option value="All">All statuses</Option>
          <Option value="Paid">Paid</Option>
          <Option value="Pending">Pending</Option>
          <Option value="Refunded">Refunded</Option>
        </Select>
      </Box>
      <Sheet variant="outlined" sx={{borderRadius: 'sm', overflow: 'auto'}}>
        <Table hoverRow size="sm" sx={{minWidth: 520, '& th:last-child, & td:last-child': {textAlign: 'right'}}}>
          <thead>
            <tr>
              <th>Invoice</th>
              <th>Date</th>
              <th>Customer</th>
              <th>Status</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((order) => (
              <tr key={order.id}>
                <td>{order.id}</td>
                <td>{order.date}</td>
                <td>{order.customer}</td>
                <td>
                  <Chip size="sm" variant="soft" color={statusColor[order.status]}>
                    {order.status}
                  </Chip>
                </td>
                <td>{order.total}</td>
              </tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={5}>No orders match these filters.</td>
              </tr>
            )}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
