import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(150, 53);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
];

function CountingSearchToolbar() {
  const apiRef = useGridApiContext();
  const matchCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <Toolbar>
      <QuickFilter
        expanded
        // The render function receives the state too: here, whether any text was typed.
        render={(props, state) => (
          <div {...props} style={{display: 'flex', alignItems: 'center', gap: 12, flex: 1}}>
            <QuickFilterControl
              render={({ref, slotProps, ...controlProps}) => (
                <TextField
                  {...controlProps}
                  inputRef={ref}
                  size="small"
                  placeholder="Search…"
                  slotProps={{...slotProps, htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search employees'}}}
                />
              )}
            />
            <Typography variant="body2" role="status" sx={{color: 'text.secondary'}}>
              {state.value ? `${matchCount} of ${rows.length} employees match` : `${rows.length} employees`}
            </Typography>
          </div>
        )}
      />
    </Toolbar>
  );
}

export default function SearchResultCountGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a search result count"
        rows={rows}
        columns={columns}
        slots={{toolbar: CountingSearchToolbar}}
        showToolbar
      />
    </Box>
  );
}
