import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, PRODUCTS, type Order} from '../data/orders';

const rows = createOrders(15, 62);

const CATEGORIES = [...new Set(PRODUCTS.map((product) => product.category))];

const productsIn = (category: string) =>
  PRODUCTS.filter((product) => product.category === category).map((product) => product.name);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: CATEGORIES,
    width: 140,
    editable: true,
    // A new category invalidates the product: switch to the first product of that category.
    valueSetter: (value: Order['category'], row) =>
      value === row.category ? row : {...row, category: value, product: productsIn(value)[0] as Order['product']},
  },
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    // Only the products of the row's category are offered; without a row (in the filter panel), all of them.
    valueOptions: ({row}) => (row ? productsIn(row.category) : PRODUCTS.map((product) => product.name)),
    flex: 1,
    minWidth: 200,
    editable: true,
  },
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true},
];

export default function LinkedFields() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Order lines" rows={rows} columns={columns} />
    </Box>
  );
}
