import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridAutosizeOptions, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(25, 63).map((row) =>
  // One unusually long customer name: an outlier that autosizing ignores unless asked not to.
  row.id === 3 ? {...row, customer: 'The Very Long Name Coffee Roasting Company'} : row,
);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order number', width: 90},
  {field: 'customer', headerName: 'Customer', width: 90},
  {field: 'product', headerName: 'Product', width: 90},
  {field: 'region', headerName: 'Sales region', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 90},
];

type Options = Required<Pick<GridAutosizeOptions, 'includeHeaders' | 'includeOutliers' | 'expand'>>;

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<Options>({
    includeHeaders: true,
    includeOutliers: false,
    expand: false,
  });

  const toggle = (key: keyof Options) => (_event: React.ChangeEvent, checked: boolean) =>
    setOptions((previous) => ({...previous, [key]: checked}));

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button variant="contained" onClick={() => apiRef.current?.autosizeColumns(options)}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Checkbox checked={options.includeHeaders} onChange={toggle('includeHeaders')} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Checkbox checked={options.includeOutliers} onChange={toggle('includeOutliers')} />}
          label="Include outliers"
        />
        <FormControlLabel
          control={<Checkbox checked={options.expand} onChange={toggle('expand')} />}
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid
          aria-label="Orders"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Double-clicking a header separator autosizes that column with the same options.
          autosizeOptions={options}
        />
      </Box>
    </Stack>
  );
}
