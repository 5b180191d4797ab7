import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';
import {
  createInventory,
  LOCATIONS,
  STOCK_STATUSES,
  stockStatus,
  type InventoryItem,
  type StockStatus,
} from '../data/inventory';

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const integer = new Intl.NumberFormat('en-US');

const STATUS_COLORS: Record<StockStatus, 'success' | 'warning' | 'error'> = {
  'In stock': 'success',
  'Low stock': 'warning',
  'Out of stock': 'error',
};

/** Quantities are whole numbers of zero or more: anything else keeps the cell in edit mode, marked invalid. */
const validateCount = (params: GridPreProcessEditCellProps) => {
  const value = Number(params.props.value);
  return {...params.props, error: !Number.isInteger(value) || value < 0};
};

const columns: GridColDef<InventoryItem>[] = [
  {field: 'sku', headerName: 'SKU', width: 100},
  {field: 'name', headerName: 'Item', flex: 1, minWidth: 170, editable: true},
  {field: 'category', headerName: 'Category', width: 110},
  {
    field: 'location',
    headerName: 'Location',
    type: 'singleSelect',
    valueOptions: [...LOCATIONS],
    width: 110,
    editable: true,
  },
  {
    field: 'quantity',
    headerName: 'On hand',
    description: 'Units on the shelf: a whole number, 0 or more',
    type: 'number',
    width: 95,
    editable: true,
    preProcessEditCellProps: validateCount,
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    description: 'Reorder when stock falls to this level: a whole number, 0 or more',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: validateCount,
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    description: 'Purchase cost of one unit in US dollars, 0 or more',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
    preProcessEditCellProps: (params) => ({...params.props, error: !(Number(params.props.value) >= 0)}),
  },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 115,
    valueGetter: (_value, row) => row.quantity * row.unitCost,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STOCK_STATUSES],
    width: 130,
    display: 'flex',
    valueGetter: (_value, row) => stockStatus(row),
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value as StockStatus}
        color={STATUS_COLORS[params.value as StockStatus]}
      />
    ),
  },
];

/** The footer totals the rows that pass the current filters, then shows the usual pagination. */
function InventoryFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const items = entries.map((entry) => entry.model as InventoryItem);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const value = items.reduce((sum, item) => sum + item.quantity * item.unitCost, 0);
  const toReorder = items.filter((item) => stockStatus(item) !== 'In stock').length;

  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={3} sx={{px: 2, flexWrap: 'wrap'}}>
        <Typography variant="body2">
          <strong>{integer.format(units)}</strong> units
        </Typography>
        <Typography variant="body2">
          Stock value <strong>{money.format(value)}</strong>
        </Typography>
        <Typography variant="body2">
          <strong>{toReorder}</strong> {toReorder === 1 ? 'item' : 'items'} to reorder
        </Typography>
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function InventoryGrid() {
  const [rows, setRows] = React.useState(() => createInventory());

  // Called when an edited row leaves edit mode with valid values: store it, and the grid shows it.
  const processRowUpdate = React.useCallback((updated: InventoryItem) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box
      sx={{
        height: 520,
        width: '100%',
        // An editor holding an invalid value gets the Mui-error class.
        '& .Mui-error': {outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2},
      }}>
      <DataGrid
        label="Warehouse stock"
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        slots={{footer: InventoryFooter}}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
