import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {ORDER_STATUSES, REGIONS, type Order} from '../data/orders';
import {createOrdersServer, serverFilterOperators} from '../data/dataSourceServer';

const server = createOrdersServer();

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110, filterOperators: serverFilterOperators.string},
  {field: 'customer', headerName: 'Customer', width: 150, filterOperators: serverFilterOperators.string},
  {field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: [...REGIONS], width: 110},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, filterOperators: serverFilterOperators.number},
];

// Created once, outside the component: a new object would make the grid fetch again.
const dataSource: GridDataSource = {
  getRows: async ({paginationModel, sortModel, filterModel}) => {
    const {rows, rowCount} = await server.getRows({paginationModel, sortModel, filterModel});
    return {rows, rowCount};
  },
};

export default function DataSourceBasic() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGrid
        label="Orders (served 10 at a time)"
        columns={columns}
        dataSource={dataSource}
        showToolbar
        pageSizeOptions={[10, 25, 50]}
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
      />
    </Box>
  );
}
