import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40);

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
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
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
];

function OrderDetail({order}: {order: Order}) {
  const facts = [
    ['Product', order.product],
    ['Category', order.category],
    ['Quantity', String(order.quantity)],
    ['Unit price', currency.format(order.unitPrice)],
    ['Region', order.region],
  ];
  return (
    <Box sx={{px: 3, py: 2, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover'}}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Order {order.orderNumber}
      </Typography>
      <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap', rowGap: 1}}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography variant="body2">{value}</Typography>
          </div>
        ))}
      </Stack>
    </Box>
  );
}

// Module-level functions keep a stable reference, so the grid does not rebuild its panel cache.
const getDetailPanelContent = ({row}: GridRowParams<Order>) => <OrderDetail order={row} />;
const getDetailPanelHeight = () => 120;

export default function BasicDetailPanel() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        aria-label="Orders"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
