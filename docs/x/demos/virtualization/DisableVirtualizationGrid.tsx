import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, Toolbar, useGridApiContext, useGridEvent} from '@mui/x-data-grid';
import type {GridColDef, GridRenderContext} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(50, 103);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'orderDate', headerName: 'Date', type: 'date', width: 120},
];

function RenderedCountToolbar() {
  const apiRef = useGridApiContext();
  const [range, setRange] = React.useState<GridRenderContext | null>(null);
  useGridEvent(apiRef, 'renderedRowsIntervalChange', setRange);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{px: 1}}>
        {range
          ? `Rendered: ${range.lastRowIndex - range.firstRowIndex} of ${rows.length} rows, ${range.lastColumnIndex - range.firstColumnIndex} of ${columns.length} columns`
          : 'Measuring…'}
      </Typography>
    </Toolbar>
  );
}

export default function DisableVirtualizationGrid() {
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disableVirtualization}
            onChange={(event) => setDisableVirtualization(event.target.checked)}
          />
        }
        label="Disable virtualization"
      />
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders, with or without virtualization"
          rows={rows}
          columns={columns}
          disableVirtualization={disableVirtualization}
          showToolbar
          slots={{toolbar: RenderedCountToolbar}}
        />
      </Box>
    </Stack>
  );
}
