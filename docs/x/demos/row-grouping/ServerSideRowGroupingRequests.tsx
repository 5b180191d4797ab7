import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef, GridDataSource, GridRowGroupingModel, GridSlotProps} from '@mui/x-data-grid-premium';
import {type Order} from '../data/orders';
import {createOrdersServer} from '../data/dataSourceServer';

const server = createOrdersServer({count: 300, seed: 132});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
];

interface LoggedRequest {
  id: number;
  text: string;
}

// While a row's children load, its grouping cell shows the `baseCircularProgress` slot, which
// has no accessible name by default: this one passes the grid's props on and adds a label.
function LabelledCircularProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress {...props} aria-label="Loading group" />;
}

export default function ServerSideRowGroupingRequests() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);
  const [requests, setRequests] = React.useState<LoggedRequest[]>([]);
  const labelId = React.useId();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({groupFields = [], groupKeys = [], paginationModel}) => {
        const response = await server.getGroupedRows({groupFields, groupKeys, paginationModel});
        const text = `fields ${JSON.stringify(groupFields)}, keys ${JSON.stringify(groupKeys)}: ${response.rows.length} rows`;
        setRequests((log) => [{id: log.length + 1, text}, ...log].slice(0, 12));
        return response;
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Typography id={labelId} variant="body2">
          Group by
        </Typography>
        <ToggleButtonGroup
          size="small"
          aria-labelledby={labelId}
          value={model}
          onChange={(_event, fields: string[]) => setModel(fields)}>
          <ToggleButton value="region">Region</ToggleButton>
          <ToggleButton value="status">Status</ToggleButton>
          <ToggleButton value="customer">Customer</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <Box sx={{height: 400, flex: 1, minWidth: 0}}>
          <DataGridPremium
            aria-label="Orders, grouping requests logged"
            columns={columns}
            dataSource={dataSource}
            slots={{baseCircularProgress: LabelledCircularProgress}}
            rowGroupingModel={model}
            onRowGroupingModelChange={setModel}
          />
        </Box>
        <Box sx={{width: {md: 300}}}>
          <Typography variant="subtitle2" component="p">
            Requests, latest first
          </Typography>
          <List dense aria-label="Requests sent to the server" sx={{maxHeight: 360, overflow: 'auto'}}>
            {requests.map((request) => (
              <ListItem key={request.id} disableGutters sx={{fontFamily: 'monospace', fontSize: 12}}>
                {request.text}
              </ListItem>
            ))}
          </List>
        </Box>
      </Stack>
    </Stack>
  );
}
