import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 72);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 100},
];

/** The columns the checkboxes control. */
const OPTIONAL = ['region', 'quantity', 'unitPrice'] as const;

export default function VisibilityCheckboxes() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({region: false, unitPrice: false});
  const labelId = React.useId();

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <FormGroup row role="group" aria-labelledby={labelId} sx={{alignItems: 'center', columnGap: 1}}>
        <FormLabel id={labelId} sx={{mr: 1}}>
          Show columns:
        </FormLabel>
        {OPTIONAL.map((field) => (
          <FormControlLabel
            key={field}
            label={columns.find((column) => column.field === field)?.headerName ?? field}
            control={
              <Checkbox
                // A field missing from the model is visible.
                checked={model[field] !== false}
                onChange={(event) => setModel((previous) => ({...previous, [field]: event.target.checked}))}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{height: 400}}>
        <DataGrid
          aria-label="Orders"
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          // Hiding a column from its menu updates the checkboxes too.
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
