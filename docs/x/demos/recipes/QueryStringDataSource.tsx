import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource, GridGetRowsParams} from '@mui/x-data-grid';
import {ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createOrdersServer, serverFilterOperators} from '../data/dataSourceServer';

const server = createOrdersServer();

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110, filterOperators: serverFilterOperators.string},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 110},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, filterOperators: serverFilterOperators.number},
];

/** Turns the grid's request into the query string of a REST endpoint. */
function toQueryString({paginationModel, sortModel, filterModel}: GridGetRowsParams): string {
  const query = new URLSearchParams();
  if (paginationModel) {
    query.set('page', String(paginationModel.page));
    query.set('pageSize', String(paginationModel.pageSize));
  }
  sortModel.forEach(({field, sort}) => query.append('sort', `${field}:${sort}`));
  filterModel.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .forEach(({field, operator, value}) => query.append('filter', `${field}:${operator}:${[value].flat().join('|')}`));
  if (filterModel.items.length > 1) {
    query.set('logic', filterModel.logicOperator ?? 'and');
  }
  return query.toString();
}

export default function QueryStringDataSource() {
  const [lastUrl, setLastUrl] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const url = `/api/orders?${toQueryString(params)}`;
        setLastUrl(url);
        // A real application would call: const response = await fetch(url);
        const {paginationModel, sortModel, filterModel} = params;
        const {rows, rowCount} = await server.getRows({paginationModel, sortModel, filterModel});
        return {rows, rowCount};
      },
    }),
    [],
  );

  return (
    <Stack spacing={2}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders requested through a query string"
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 10}},
            sorting: {sortModel: [{field: 'total', sort: 'desc'}]},
            filter: {filterModel: {items: [{field: 'status', operator: 'is', value: 'Paid'}]}},
          }}
        />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Last request
        </Typography>
        <Typography component="code" variant="body2" sx={{display: 'block', overflowWrap: 'anywhere'}}>
          GET {decodeURIComponent(lastUrl)}
        </Typography>
      </div>
    </Stack>
  );
}
