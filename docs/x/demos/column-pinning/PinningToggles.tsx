import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridPinnedColumnFields} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 132);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

type Side = 'left' | 'none' | 'right';

const sideOf = (model: GridPinnedColumnFields, field: string): Side =>
  model.left?.includes(field) ? 'left' : model.right?.includes(field) ? 'right' : 'none';

/** Returns a model with `field` moved to `side`, at the end of that side's list. */
function pin(model: GridPinnedColumnFields, field: string, side: Side): GridPinnedColumnFields {
  const left = (model.left ?? []).filter((pinned) => pinned !== field);
  const right = (model.right ?? []).filter((pinned) => pinned !== field);
  return {left: side === 'left' ? [...left, field] : left, right: side === 'right' ? [...right, field] : right};
}

const CONTROLLED = ['orderNumber', 'customer', 'total'];

export default function PinningToggles() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({left: ['orderNumber']});

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap', rowGap: 1}}>
        {CONTROLLED.map((field) => {
          const label = columns.find((column) => column.field === field)?.headerName ?? field;
          return (
            <Stack key={field} spacing={0.5}>
              <Typography variant="body2">{label}</Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                aria-label={`Pin the ${label} column`}
                value={sideOf(pinnedColumns, field)}
                onChange={(_event, side: Side | null) => side && setPinnedColumns((model) => pin(model, field, side))}>
                <ToggleButton value="left">Left</ToggleButton>
                <ToggleButton value="none">None</ToggleButton>
                <ToggleButton value="right">Right</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          );
        })}
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPro
          aria-label="Orders"
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          // Pinning from a column menu updates the toggles as well.
          onPinnedColumnsChange={setPinnedColumns}
        />
      </Box>
    </Stack>
  );
}
