import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef, GridInitialState} from '@mui/x-data-grid';
import {createOrders, ORDER_STATUSES, type Order} from '../data/orders';

const rows = createOrders(100, 172);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function SaveRestoreStateGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    // Only the models that were set or changed, which keeps the snapshot small.
    setSaved(apiRef.current?.exportState({exportOnlyDirtyModels: true}) ?? null);
  };

  const restore = () => {
    if (saved) {
      apiRef.current?.restoreState(saved);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={save}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore view
        </Button>
      </Stack>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Orders whose view can be saved"
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{m: 0, p: 1.5, maxHeight: 180, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1}}>
        {saved ? JSON.stringify(saved, null, 2) : 'Sort, filter, resize or hide columns, then save the view.'}
      </Typography>
    </Stack>
  );
}
