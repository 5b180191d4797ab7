import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef, GridInitialState} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(100, 103);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function EmployeeList({initialState, onLeave}: {initialState: GridInitialState; onLeave: (state: GridInitialState) => void}) {
  const apiRef = useGridApiRef();

  const leave = () => {
    const api = apiRef.current;
    if (api) {
      // The scroll position is not part of `exportState()`: read it separately.
      onLeave({...api.exportState(), scroll: api.getScrollPosition()});
    }
  };

  return (
    <Stack spacing={2}>
      <Button variant="outlined" onClick={leave} sx={{alignSelf: 'flex-start'}}>
        Open another view
      </Button>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGrid aria-label="Employees" apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} hideFooter />
      </Box>
    </Stack>
  );
}

export default function RestoreScrollPosition() {
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);
  const [showList, setShowList] = React.useState(true);

  if (!showList) {
    return (
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <Typography variant="body2">
          The list is unmounted. Its state was saved with the scroll position {Math.round(saved?.scroll?.top ?? 0)} px.
        </Typography>
        <Button variant="outlined" onClick={() => setShowList(true)}>
          Back to the list
        </Button>
      </Stack>
    );
  }

  return (
    <EmployeeList
      initialState={saved ?? {sorting: {sortModel: [{field: 'name', sort: 'asc'}]}}}
      onLeave={(state) => {
        setSaved(state);
        setShowList(false);
      }}
    />
  );
}
