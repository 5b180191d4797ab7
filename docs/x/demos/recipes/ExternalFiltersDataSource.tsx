import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource, GridFilterModel} from '@mui/x-data-grid';
import {ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer();

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 110},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const dataSource: GridDataSource = {
  getRows: ({paginationModel, sortModel, filterModel}) => server.getRows({paginationModel, sortModel, filterModel}),
};

export default function ExternalFiltersDataSource() {
  const [region, setRegion] = React.useState<string>('all');
  const labelId = React.useId();

  // The buttons own the filter model; each change makes the grid request new rows.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({items: region === 'all' ? [] : [{id: 1, field: 'region', operator: 'is', value: region}]}),
    [region],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography id={labelId} variant="body2">
          Region
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby={labelId}
          value={region}
          onChange={(_event, value: string | null) => value && setRegion(value)}>
          <ToggleButton value="all">All</ToggleButton>
          {REGIONS.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders filtered by region"
          columns={columns}
          dataSource={dataSource}
          filterModel={filterModel}
          disableColumnFilter
          pageSizeOptions={[10]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Stack>
  );
}
