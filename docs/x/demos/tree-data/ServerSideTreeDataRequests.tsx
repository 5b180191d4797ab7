import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridDataSource, GridSlotProps} from '@mui/x-data-grid-pro';
import {createOrgChartServer, type OrgMember} from '../data/dataSourceServer';

const server = createOrgChartServer({seed: 9});

const columns: GridColDef<OrgMember>[] = [
  {field: 'title', headerName: 'Title', width: 200},
  {field: 'department', headerName: 'Department', width: 130},
];

interface LoggedRequest {
  id: number;
  text: string;
}

// While a row's children load, its grouping cell shows the `baseCircularProgress` slot, which
// has no accessible name by default: this one passes the grid's props on and adds a label.
function LabelledCircularProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress {...props} aria-label="Loading reports" />;
}

export default function ServerSideTreeDataRequests() {
  const [requests, setRequests] = React.useState<LoggedRequest[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({groupKeys = []}) => {
        const response = await server.getReports({groupKeys});
        setRequests((log) => [
          {id: log.length + 1, text: `groupKeys ${JSON.stringify(groupKeys)}: ${response.rows.length} rows`},
          ...log,
        ]);
        return response;
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reportCount,
    }),
    [],
  );

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <Box sx={{height: 400, flex: 1, minWidth: 0}}>
        <DataGridPro
          aria-label="Org chart, heads open on load"
          columns={columns}
          dataSource={dataSource}
          treeData
          slots={{baseCircularProgress: LabelledCircularProgress}}
          groupingColDef={{headerName: 'Employee', width: 200}}
          // The top level opens on load: the grid requests each head's reports by itself.
          defaultGroupingExpansionDepth={1}
        />
      </Box>
      <Box sx={{width: {md: 280}}}>
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
  );
}
