import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({count: 200});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const dataSource: GridDataSource = {
  getRows: ({paginationModel, sortModel}) => server.getRows({paginationModel, sortModel}),
};

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const retry = () => {
    setError(null);
    // Fetch the current page again, without looking in the cache.
    apiRef.current?.dataSource.fetchRows(undefined, {skipCache: true});
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              setFailing(event.target.checked);
              server.setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail (then change page or sort)"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }>
          {error}
        </Alert>
      )}
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Orders from an unreliable server"
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pageSizeOptions={[10]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Stack>
  );
}
