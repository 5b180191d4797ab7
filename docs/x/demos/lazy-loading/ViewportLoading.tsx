import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid-pro';
import {ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createOrdersServer, serverFilterOperators} from '../data/dataSourceServer';

const server = createOrdersServer({count: 5000, seed: 121});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110, filterOperators: serverFilterOperators.string},
  {field: 'customer', headerName: 'Customer', width: 150, filterOperators: serverFilterOperators.string},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 110},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, filterOperators: serverFilterOperators.number},
];

export default function ViewportLoading() {
  const [lastRange, setLastRange] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // With `lazyLoading`, the grid asks for a range of rows (`start` to `end`) instead of a page.
      getRows: async ({start, end, sortModel, filterModel}) => {
        const first = Number(start);
        setLastRange(`rows ${first + 1} to ${end + 1}`);
        // The answer includes `rowCount`: the grid sizes its scrollbar for every row at once.
        return server.getRows({start: first, end, sortModel, filterModel});
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {lastRange ? `Last request: ${lastRange}` : 'Loading…'}
      </Typography>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPro
          label="5,000 orders, loaded as you scroll"
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // The size of each request.
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
