import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef, GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 42);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const groupableFields = [
  {field: 'region', label: 'Region'},
  {field: 'status', label: 'Status'},
  {field: 'customer', label: 'Customer'},
];

export default function ControlledRowGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region', 'status']);
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Typography id={labelId} variant="body2">
          Group by
        </Typography>
        <ToggleButtonGroup
          size="small"
          aria-labelledby={labelId}
          value={model}
          // The buttons keep the order in which they were pressed: that order is the nesting.
          onChange={(_event, fields: string[]) => setModel(fields)}>
          {groupableFields.map(({field, label}) => (
            <ToggleButton key={field} value={field}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" role="status">
          rowGroupingModel: {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders with a controlled grouping"
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
