import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 45);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'status', headerName: 'Status', width: 110},
];

const DENSITIES: {value: GridDensity; label: string}[] = [
  {value: 'compact', label: 'Compact'},
  {value: 'standard', label: 'Standard'},
  {value: 'comfortable', label: 'Comfortable'},
];

export default function DensitySelector() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Row density"
        value={density}
        onChange={(_event, value: GridDensity | null) => value !== null && setDensity(value)}>
        {DENSITIES.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 400}}>
        <DataGrid aria-label="Orders" rows={rows} columns={columns} density={density} onDensityChange={setDensity} />
      </Box>
    </Stack>
  );
}
