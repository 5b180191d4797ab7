import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {DataGrid, ExportCsv, ExportPrint, GridFooterContainer, GridPagination} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(50, 23);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
];

// The parts work in any slot rendered by the grid, not only in the toolbar.
function ActionsFooter() {
  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={1} sx={{px: 1}}>
        {/* `render` can point at any component that accepts the button props. */}
        <ExportCsv render={<Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} />}>CSV</ExportCsv>
        <ExportPrint
          options={{hideFooter: true, hideToolbar: true}}
          render={<Button variant="outlined" size="small" startIcon={<PrintIcon />} />}>
          Print
        </ExportPrint>
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterActionsGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Orders with export buttons in the footer"
        rows={rows}
        columns={columns}
        slots={{footer: ActionsFooter}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
