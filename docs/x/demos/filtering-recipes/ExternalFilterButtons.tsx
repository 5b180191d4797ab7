import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridFilterModel} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(80, 61);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130},
];

export default function ExternalFilterButtons() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{id: 'departments', field: 'department', operator: 'isAnyOf', value: ['Design', 'Engineering']}],
  });

  // The buttons reflect the model, whichever side changed it last.
  const departmentItem = filterModel.items.find((item) => item.field === 'department' && item.operator === 'isAnyOf');
  const selected: string[] = Array.isArray(departmentItem?.value) ? departmentItem.value : [];

  const handleChange = (_event: React.MouseEvent<HTMLElement>, departments: string[]) => {
    setFilterModel({
      items:
        departments.length > 0
          ? [{id: 'departments', field: 'department', operator: 'isAnyOf', value: departments}]
          : [],
    });
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        value={selected}
        onChange={handleChange}
        aria-label="Show departments"
        size="small"
        sx={{flexWrap: 'wrap'}}>
        {DEPARTMENTS.map((department) => (
          <ToggleButton key={department} value={department}>
            {department}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees of the selected departments"
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
