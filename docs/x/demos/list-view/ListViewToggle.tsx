import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridListViewColDef} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 112);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const listViewColumn: GridListViewColDef<Order> = {
  field: 'summary',
  renderCell: ({row}) => (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', height: '100%', minWidth: 0}}>
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 500}} noWrap>
          {row.orderNumber} · {row.customer}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.quantity} × {row.product} = {row.total.toFixed(2)}
        </Typography>
      </Box>
      <Chip size="small" label={row.status} variant="outlined" />
    </Stack>
  ),
};

type Layout = 'auto' | 'table' | 'list';

export default function ListViewToggle() {
  const theme = useTheme();
  // Narrow screens get the list automatically.
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [layout, setLayout] = React.useState<Layout>('auto');
  const labelId = React.useId();
  const listView = layout === 'list' || (layout === 'auto' && isNarrow);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography id={labelId} variant="body2">
          Layout
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby={labelId}
          value={layout}
          onChange={(_event, value: Layout | null) => value && setLayout(value)}>
          <ToggleButton value="auto">Auto</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
          <ToggleButton value="list">List</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPro
          aria-label="Orders"
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          // Two lines of text in list view, the standard height in the table.
          rowHeight={listView ? 60 : 52}
        />
      </Box>
    </Stack>
  );
}
