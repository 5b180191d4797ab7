import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {DataGrid} from '@mui/x-data-grid';
import type {DataGridProps, GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

type TabNavigation = NonNullable<DataGridProps['tabNavigation']>;

const rows = createEmployees(5, 113);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

export default function TabNavigationGrid() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('content');
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{width: 220}}>
        <InputLabel id={labelId}>Tab navigation</InputLabel>
        <Select
          labelId={labelId}
          label="Tab navigation"
          value={tabNavigation}
          onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}>
          <MenuItem value="none">none (default)</MenuItem>
          <MenuItem value="content">content</MenuItem>
          <MenuItem value="header">header</MenuItem>
          <MenuItem value="all">all</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees, try the Tab key"
          rows={rows}
          columns={columns}
          tabNavigation={tabNavigation}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
