import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 51);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

function ExpandableSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{display: 'flex', alignItems: 'center', gap: 4}}>
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title={state.expanded ? 'Close search' : 'Search'}>
              <ToolbarButton {...props} color={state.expanded ? 'primary' : 'default'}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ref, slotProps, ...controlProps}, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              slotProps={{
                ...slotProps,
                htmlInput: {...slotProps?.htmlInput, 'aria-label': 'Search employees'},
                input: {
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
              // Collapsed: no width and hidden; the control also leaves the tab order by itself.
              sx={{
                width: state.expanded ? 220 : 0,
                opacity: state.expanded ? 1 : 0,
                visibility: state.expanded ? 'visible' : 'hidden',
                transition: 'width 150ms, opacity 150ms',
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandableSearchGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with an expandable search"
        rows={rows}
        columns={columns}
        slots={{toolbar: ExpandableSearchToolbar}}
        showToolbar
      />
    </Box>
  );
}
