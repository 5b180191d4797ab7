import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, GridFooterContainer, GridPagination, useGridApiContext, useGridEvent} from '@mui/x-data-grid';
import type {GridColDef, GridEventListener} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 164);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

function LastClickFooter() {
  const apiRef = useGridApiContext();
  const [text, setText] = React.useState('No cell clicked yet.');

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setText(`Last clicked: ${params.colDef.headerName} of ${String(params.row.orderNumber)}`);
  };
  // Subscribes for the life of this component, and always calls the latest handler.
  useGridEvent(apiRef, 'cellClick', handleCellClick);

  return (
    <GridFooterContainer>
      <Typography variant="body2" role="status" sx={{px: 2}}>
        {text}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function UseGridEventFooterGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Orders with a footer that listens to clicks"
        rows={rows}
        columns={columns}
        slots={{footer: LastClickFooter}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
