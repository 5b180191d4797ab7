import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 36);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

function SearchToolbar() {
  const inputId = React.useId();

  return (
    <Toolbar>
      {/* `expanded` keeps the field open, even when it is empty and loses focus. */}
      <QuickFilter expanded style={{flex: 1}}>
        <QuickFilterControl
          // The same id on the field and its input ties the visible label to the input.
          id={inputId}
          label="Search staff"
          size="small"
          fullWidth
          slotProps={{
            htmlInput: {id: inputId, role: 'searchbox'},
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                    <CancelIcon fontSize="small" />
                  </QuickFilterClear>
                </InputAdornment>
              ),
            },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomSearchToolbarGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid aria-label="Staff" rows={rows} columns={columns} slots={{toolbar: SearchToolbar}} showToolbar />
    </Box>
  );
}
