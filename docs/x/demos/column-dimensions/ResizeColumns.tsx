import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(20, 62);

const columns: GridColDef<Order>[] = [
  // Cannot be resized.
  {field: 'orderNumber', headerName: 'Order (fixed)', width: 130, resizable: false},
  // Can be dragged between 120 and 320 pixels.
  {field: 'customer', headerName: 'Customer (120–320)', width: 170, minWidth: 120, maxWidth: 320},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function ResizeColumns() {
  const [message, setMessage] = React.useState('Drag the edge of a column header to resize it.');

  // Fires once, when the user releases the separator (and after autosizing by double-click).
  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setMessage(`${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)} px wide.`);
  };

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGrid
          aria-label="Orders"
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          initialState={{
            // Starts the product column at 260 pixels instead of the width in its definition.
            columns: {dimensions: {product: {width: 260}}},
          }}
        />
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
