import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  gridPaginationModelSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(120, 173);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ExternalStateSummaryGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // Selectors read the state from the API ref; a string keeps re-renders to real changes.
  const updateSummary = React.useCallback(() => {
    if (!apiRef.current) {
      return;
    }
    const matching = gridFilteredTopLevelRowCountSelector(apiRef);
    const selected = gridRowSelectionCountSelector(apiRef);
    const {page} = gridPaginationModelSelector(apiRef);
    const sort = gridSortModelSelector(apiRef)[0];
    setSummary(
      `${matching} matching rows · ${selected} selected · page ${page + 1}` +
        (sort ? ` · sorted by ${sort.field} (${sort.sort})` : ''),
    );
  }, [apiRef]);

  React.useEffect(() => {
    updateSummary();
    return apiRef.current?.subscribeEvent('stateChange', updateSummary);
  }, [apiRef, updateSummary]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Employees with a summary read from the state"
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{pagination: {paginationModel: {pageSize: 25}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Stack>
  );
}
