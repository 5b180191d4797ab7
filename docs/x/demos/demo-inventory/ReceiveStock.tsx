import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridFilterModel,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import {createInventory, STOCK_STATUSES, stockStatus, type InventoryItem, type StockStatus} from '../data/inventory';

const initialRows = createInventory(23);
const DELIVERY_SIZE = 10;

const STATUS_COLORS: Record<StockStatus, 'success' | 'warning' | 'error'> = {
  'In stock': 'success',
  'Low stock': 'warning',
  'Out of stock': 'error',
};

const NEEDS_REORDER: GridFilterModel = {
  items: [{field: 'status', operator: 'isAnyOf', value: ['Low stock', 'Out of stock']}],
};
const NO_FILTER: GridFilterModel = {items: []};

/** An "exclude" model (after "select all") lists the rows that are not selected. */
const isSelected = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

export default function ReceiveStock() {
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(NEEDS_REORDER);

  const adjust = React.useCallback((ids: GridRowId[], delta: number) => {
    setRows((previous) =>
      previous.map((row) => (ids.includes(row.id) ? {...row, quantity: Math.max(0, row.quantity + delta)} : row)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<InventoryItem>[]>(
    () => [
      {field: 'name', headerName: 'Item', flex: 1, minWidth: 170},
      {field: 'quantity', headerName: 'On hand', type: 'number', width: 95},
      {field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100},
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: [...STOCK_STATUSES],
        width: 130,
        display: 'flex',
        valueGetter: (_value, row) => stockStatus(row),
        renderCell: (params) => (
          <Chip size="small" label={params.value as StockStatus} color={STATUS_COLORS[params.value as StockStatus]} />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Adjust',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<RemoveIcon />}
              label={`Remove one ${params.row.name}`}
              disabled={params.row.quantity === 0}
              onClick={() => adjust([params.id], -1)}
            />
            <GridActionsCellItem
              icon={<AddIcon />}
              label={`Add one ${params.row.name}`}
              onClick={() => adjust([params.id], 1)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [adjust],
  );

  const selectedIds = rows.filter((row) => isSelected(selection, row.id)).map((row) => row.id);

  const receive = () => {
    adjust(selectedIds, DELIVERY_SIZE);
    setSelection({type: 'include', ids: new Set()});
  };

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button variant="contained" disabled={selectedIds.length === 0} onClick={receive}>
          Receive {DELIVERY_SIZE} units for {selectedIds.length} selected
        </Button>
        <FormControlLabel
          label="Only items to reorder"
          control={
            <Switch
              checked={filterModel === NEEDS_REORDER}
              onChange={(event) => setFilterModel(event.target.checked ? NEEDS_REORDER : NO_FILTER)}
            />
          }
        />
      </Stack>
      <Box sx={{height: 440}}>
        <DataGrid
          aria-label="Items to restock"
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
