import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef} from '@mui/x-data-grid-premium';
import type {GridColDef, GridExcelExportOptions} from '@mui/x-data-grid-premium';
import {createOrders, ORDER_STATUSES, type Order} from '../data/orders';

const rows = createOrders(200, 83);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  // A list of choices: the sheet gets a drop-down and an "Options" sheet listing them.
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'orderDate', headerName: 'Date', type: 'date', width: 120},
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'orders',
  // Exceljs styles per column: two decimals for the totals.
  columnsStyles: {total: {numFmt: '#,##0.00'}},
  // Last step before the file is written: keep the header row in view while scrolling in Excel.
  exceljsPostProcess: async ({worksheet}) => {
    worksheet.views = [{state: 'frozen', ySplit: 1}];
  },
};

export default function ExcelExportGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsExcel(excelOptions)}>
          Download as Excel
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPremium
          label="Orders"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{toolbar: {excelOptions}}}
          onExcelExportStateChange={(state) =>
            setStatus(state === 'pending' ? 'Preparing the workbook…' : 'Workbook ready.')
          }
        />
      </Box>
    </Stack>
  );
}
