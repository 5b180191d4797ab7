import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridColumnDefinitionsSelector,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 63);

const GROUPS: {label: string; fields: string[]}[] = [
  {label: 'Contact', fields: ['email', 'country']},
  {label: 'Position', fields: ['department', 'role', 'joinDate']},
  {label: 'Pay', fields: ['salary', 'rating']},
];

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, hideable: false},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

/** Rendered inside the built-in columns panel, in place of the default list. */
function GroupedColumnsManagement() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);

  return (
    <Stack spacing={2} sx={{p: 2, minWidth: 240}}>
      {GROUPS.map((group) => (
        <FormControl key={group.label} component="fieldset">
          <FormLabel component="legend" sx={{typography: 'subtitle2'}}>
            {group.label}
          </FormLabel>
          <FormGroup>
            {group.fields.map((field) => {
              const column = allColumns.find((col) => col.field === field);
              return column ? (
                <FormControlLabel
                  key={field}
                  label={column.headerName ?? field}
                  control={
                    <Checkbox
                      size="small"
                      checked={visibilityModel[field] !== false}
                      onChange={(event) => apiRef.current.setColumnVisibility(field, event.target.checked)}
                    />
                  }
                />
              ) : null;
            })}
          </FormGroup>
        </FormControl>
      ))}
    </Stack>
  );
}

export default function CustomColumnsManagementGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with grouped column toggles"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{columnsManagement: GroupedColumnsManagement}}
        slotProps={{toolbar: {showQuickFilter: false}}}
        initialState={{columns: {columnVisibilityModel: {email: false, joinDate: false, rating: false}}}}
      />
    </Box>
  );
}
