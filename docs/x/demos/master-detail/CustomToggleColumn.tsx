import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(25, 9);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 100},
  // Listing the toggle column yourself moves it; spreading the built-in definition keeps its behaviour.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 80,
    // The built-in header is an empty element with role="presentation" and an aria-label, which
    // ARIA does not allow there: name the column with visually hidden text instead.
    renderHeader: ({colDef}) => (
      <Box component="span" sx={visuallyHidden}>
        {colDef.headerName}
      </Box>
    ),
  },
];

// Cancelled orders have no detail: returning null disables their toggle.
const getDetailPanelContent = ({row}: GridRowParams<Order>) =>
  row.status === 'Cancelled' ? null : (
    <Box sx={{px: 3, py: 1.5}}>
      <Typography variant="body2">
        {row.quantity} × {row.product} for {row.customer}, shipped to the {row.region} region.
      </Typography>
    </Box>
  );
const getDetailPanelHeight = () => 56;

export default function CustomToggleColumn() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Orders with details"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
