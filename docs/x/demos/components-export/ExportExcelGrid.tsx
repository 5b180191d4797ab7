import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GridOnIcon from '@mui/icons-material/GridOn';
import {DataGridPremium, ExportCsv, ExportExcel, Toolbar, ToolbarButton} from '@mui/x-data-grid-premium';
import type {GridColDef, GridExcelExportOptions} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 43);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'orderDate', headerName: 'Date', type: 'date', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'orders',
  // exceljs styles, per column field.
  columnsStyles: {total: {numFmt: '#,##0.00'}, orderDate: {numFmt: 'yyyy-mm-dd'}},
};

function SpreadsheetToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as Excel">
        <ExportExcel options={excelOptions} render={<ToolbarButton />}>
          <GridOnIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{mx: 0.5}} />
      <Tooltip title="Download as CSV">
        <ExportCsv options={{fileName: 'orders'}} render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportExcelGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders to download as a spreadsheet"
        rows={rows}
        columns={columns}
        slots={{toolbar: SpreadsheetToolbar}}
        showToolbar
      />
    </Box>
  );
}
