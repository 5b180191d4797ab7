import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton} from '@mui/x-data-grid';
import type {GridColDef, GridCsvExportOptions, GridPrintExportOptions} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 41);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const csvOptions: GridCsvExportOptions = {
  fileName: 'orders',
  // A semicolon and a byte order mark suit spreadsheet apps set to many European locales.
  delimiter: ';',
  utf8WithBom: true,
};

const printOptions: GridPrintExportOptions = {
  hideToolbar: true,
  hideFooter: true,
  pageStyle: '@page { size: landscape; }',
};

function ExportToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv options={csvOptions} render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint options={printOptions} render={<ToolbarButton />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportToolbarGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid aria-label="Orders" rows={rows} columns={columns} slots={{toolbar: ExportToolbar}} showToolbar />
    </Box>
  );
}
