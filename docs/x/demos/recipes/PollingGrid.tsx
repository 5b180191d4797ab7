import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridDataSourceCacheDefault} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({count: 200, delayMs: 300});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// Polling only fetches once the cached answer has expired: keep entries for 4 seconds.
const cache = new GridDataSourceCacheDefault({ttl: 4000});

export default function PollingGrid() {
  const [answers, setAnswers] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({paginationModel, sortModel}) => {
        const response = await server.getRows({paginationModel, sortModel});
        setAnswers((count) => count + 1);
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => server.simulateActivity()}>
          Change some statuses on the server
        </Button>
        <Typography variant="body2">Answers from the server: {answers}</Typography>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders, checked for changes every 5 seconds"
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={5000}
          pageSizeOptions={[10]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Stack>
  );
}
