import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

interface StockItem {
  sku: string;
  product: string;
  warehouse: string;
  onHand: number;
}

// The data has no `id` key: each item is identified by its SKU.
const items: StockItem[] = [
  {sku: 'CF-ESP-1000', product: 'Espresso beans 1 kg', warehouse: 'Lyon', onHand: 140},
  {sku: 'CF-FLT-0500', product: 'Filter beans 500 g', warehouse: 'Lyon', onHand: 86},
  {sku: 'TE-GRN-0100', product: 'Green tea 100 g', warehouse: 'Porto', onHand: 312},
  {sku: 'TE-CHA-0250', product: 'Chai blend 250 g', warehouse: 'Porto', onHand: 45},
  {sku: 'EQ-GRD-0001', product: 'Hand grinder', warehouse: 'Leipzig', onHand: 19},
  {sku: 'EQ-KTL-0001', product: 'Pour-over kettle', warehouse: 'Leipzig', onHand: 27},
];

const columns: GridColDef<StockItem>[] = [
  {field: 'sku', headerName: 'SKU', width: 140},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 180},
  {field: 'warehouse', headerName: 'Warehouse', width: 120},
  {field: 'onHand', headerName: 'On hand', type: 'number', width: 110},
];

// Defined outside the component, so its reference never changes between renders.
const getRowId: GridRowIdGetter<StockItem> = (row) => row.sku;

export default function RowIdFromSku() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Stock by SKU" rows={items} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
