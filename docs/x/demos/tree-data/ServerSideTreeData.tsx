import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridDataSource, GridSlotProps} from '@mui/x-data-grid-pro';
import {COUNTRIES} from '../data/people';
import {createOrgChartServer, serverFilterOperators, type OrgMember} from '../data/dataSourceServer';

const server = createOrgChartServer();

const columns: GridColDef<OrgMember>[] = [
  {field: 'title', headerName: 'Title', width: 200, filterOperators: serverFilterOperators.string},
  {field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: [...COUNTRIES], width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: serverFilterOperators.number},
];

const dataSource: GridDataSource = {
  // `groupKeys` is the path of the row being opened: [] for the top level.
  getRows: ({groupKeys, filterModel, sortModel, paginationModel}) =>
    server.getReports({groupKeys, filterModel, sortModel, paginationModel}),
  // The key of a row among its siblings, and its number of children on the server.
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.reportCount,
};

// While a row's children load, its grouping cell shows the `baseCircularProgress` slot, which
// has no accessible name by default: this one passes the grid's props on and adds a label.
function LabelledCircularProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress {...props} aria-label="Loading reports" />;
}

export default function ServerSideTreeData() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{height: 440, width: '100%'}}>
        <DataGridPro
          label="Org chart, loaded branch by branch"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          treeData
          slots={{baseCircularProgress: LabelledCircularProgress}}
          groupingColDef={{headerName: 'Employee', width: 220}}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
