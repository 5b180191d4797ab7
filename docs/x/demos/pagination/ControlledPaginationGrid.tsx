import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridPaginationModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 72);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 2, pageSize: 10});

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography variant="body2">
          Page {paginationModel.page + 1}, {paginationModel.pageSize} rows per page
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setPaginationModel((model) => ({...model, page: 0}))}>
          Back to the first page
        </Button>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders, controlled pagination"
          rows={rows}
          columns={columns}
          pageSizeOptions={[10, 20]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </Box>
    </Stack>
  );
}
