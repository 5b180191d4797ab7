import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(20);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 100},
];

// 8 px between rows, but no gap above the first row or below the last one.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function SpacedOrderRows() {
  const [asBorder, setAsBorder] = React.useState(false);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={asBorder} onChange={(event) => setAsBorder(event.target.checked)} />}
        label="Draw the spacing as a border (rowSpacingType='border')"
      />
      <Box sx={{height: 400}}>
        <DataGrid
          aria-label="Orders"
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={asBorder ? 'border' : 'margin'}
          sx={{
            [`& .${gridClasses.row}`]: {
              bgcolor: 'action.hover',
              borderColor: 'background.paper',
              borderStyle: 'solid',
              borderWidth: 0,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
