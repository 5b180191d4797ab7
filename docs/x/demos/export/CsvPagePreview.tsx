import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, gridPaginatedVisibleSortedGridRowIdsSelector, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef, GridCsvExportOptions} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 82);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// Only the rows of the page on screen, in their current order, and three of the columns.
const pageOnly: GridCsvExportOptions = {
  fileName: 'orders-page',
  fields: ['orderNumber', 'status', 'total'],
  getRowsToExport: ({apiRef}) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

export default function CsvPagePreview() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setPreview(apiRef.current?.getDataAsCsv(pageOnly) ?? '')}>
          Preview the CSV of this page
        </Button>
        <Button size="small" variant="contained" onClick={() => apiRef.current?.exportDataAsCsv(pageOnly)}>
          Download it
        </Button>
      </Stack>
      <Box sx={{height: 370, width: '100%'}}>
        <DataGrid
          aria-label="Orders"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10]}
          initialState={{pagination: {paginationModel: {pageSize: 5, page: 0}}}}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          CSV preview
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', minHeight: 48}}>
          {preview || 'Press the first button.'}
        </Typography>
      </div>
    </Stack>
  );
}
