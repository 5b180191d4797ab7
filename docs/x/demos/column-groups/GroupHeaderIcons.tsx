import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import PersonIcon from '@mui/icons-material/Person';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(25, 113);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

/** The group's name with an icon, and the number of columns it holds. */
function groupHeader(icon: React.ReactNode) {
  return function GroupHeader(params: GridColumnGroupHeaderParams) {
    return (
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        {icon}
        <span>{params.headerName}</span>
        <Box component="span" sx={{color: 'text.secondary', fontSize: 12}}>
          {params.fields.length} columns
        </Box>
      </Stack>
    );
  };
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'customerInfo',
    headerName: 'Customer',
    headerClassName: 'group--customer',
    renderHeaderGroup: groupHeader(<PersonIcon fontSize="small" aria-hidden />),
    children: [{field: 'customer'}, {field: 'region'}],
  },
  {
    groupId: 'lineInfo',
    headerName: 'Order line',
    headerClassName: 'group--line',
    renderHeaderGroup: groupHeader(<BuildIcon fontSize="small" aria-hidden />),
    children: [{field: 'product'}, {field: 'quantity'}, {field: 'total'}],
  },
];

export default function GroupHeaderIcons() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .group--customer': {bgcolor: 'action.hover'},
        '& .group--line': {bgcolor: 'action.selected'},
      }}>
      <DataGrid
        aria-label="Orders"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
