import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, GridDataSourceCacheDefault} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({count: 200});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// Entries expire after 30 seconds instead of the default 5 minutes.
const shortLivedCache = new GridDataSourceCacheDefault({ttl: 30_000});

export default function DataSourceCache() {
  const [useCache, setUseCache] = React.useState(true);
  const [requests, setRequests] = React.useState<string[]>([]);

  // Memoised: the data source must keep its identity across renders.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({paginationModel, sortModel}) => {
        const sort = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'unsorted';
        setRequests((log) => [`page ${(paginationModel?.page ?? 0) + 1}, ${sort}`, ...log].slice(0, 6));
        return server.getRows({paginationModel, sortModel});
      },
    }),
    [],
  );

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <Box sx={{height: 400, flex: 1, minWidth: 0}}>
        <DataGrid
          aria-label="Orders, cached pages"
          columns={columns}
          dataSource={dataSource}
          // `null` turns the cache off: every page change reaches the server.
          dataSourceCache={useCache ? shortLivedCache : null}
          pageSizeOptions={[10]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
      <Box sx={{width: {md: 240}}}>
        <FormControlLabel
          control={<Switch checked={useCache} onChange={(event) => setUseCache(event.target.checked)} />}
          label="Cache responses"
        />
        <Typography variant="subtitle2" component="p">
          Requests sent to the server, latest first
        </Typography>
        <List dense aria-label="Requests sent to the server">
          {requests.map((request, index) => (
            <ListItem key={`${requests.length - index}`} disableGutters>
              {request}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
