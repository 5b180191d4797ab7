import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(15, 24);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 180},
  {
    field: 'quantity',
    headerName: 'Quantity (1–99)',
    type: 'number',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
      const value = params.props.value;
      const valid = value != null && Number.isInteger(value) && value >= 1 && value <= 99;
      // A truthy `error` keeps the cell in edit mode until the value is fixed or the edit is cancelled.
      return {...params.props, error: !valid};
    },
  },
  {
    field: 'customer',
    headerName: 'Customer (required)',
    width: 180,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !params.props.value?.trim(),
    }),
  },
];

export default function EditValidation() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .Mui-error': {outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2},
      }}>
      <DataGrid aria-label="Order quantities" rows={rows} columns={columns} />
    </Box>
  );
}
