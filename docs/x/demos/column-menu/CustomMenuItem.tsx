import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 102);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 100},
  {field: 'customer', headerName: 'Customer', width: 100},
  {field: 'product', headerName: 'Product', width: 100},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 100},
];

/** Fits the column to its content. `onClick` closes the menu. */
function AutosizeItem({colDef, onClick}: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({columns: [colDef.field], includeHeaders: true});
        onClick(event);
      }}>
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

/** Shows the column's sum; rendered for number columns only. */
function SumItem({colDef, onClick}: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.type !== 'number') {
    return null;
  }
  const sum = apiRef.current
    .getAllRowIds()
    .reduce<number>((total, id) => total + Number(apiRef.current.getCellValue(id, colDef.field)), 0);
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Sum: {sum.toLocaleString('en-US', {maximumFractionDigits: 2})}</ListItemText>
    </MenuItem>
  );
}

function ColumnMenuWithExtras(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{columnMenuAutosizeItem: AutosizeItem, columnMenuSumItem: SumItem}}
      // Between the sort items (10) and the filter item (20), then at the end.
      slotProps={{columnMenuAutosizeItem: {displayOrder: 15}, columnMenuSumItem: {displayOrder: 40}}}
    />
  );
}

export default function CustomMenuItem() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid aria-label="Orders" rows={rows} columns={columns} slots={{columnMenu: ColumnMenuWithExtras}} />
    </Box>
  );
}
