import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridFilterInputValueProps, GridFilterOperator} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 22);

function MinimumRatingInput({item, applyValue, focusElementRef}: GridFilterInputValueProps) {
  const name = React.useId();
  const groupRef = React.useRef<HTMLDivElement>(null);

  // The filter panel calls `focus()` on this handle when it opens.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => groupRef.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus(),
  }));

  return (
    <Box ref={groupRef} role="group" aria-labelledby={`${name}-label`} sx={{display: 'flex', flexDirection: 'column'}}>
      <Typography id={`${name}-label`} variant="caption" color="text.secondary">
        Minimum rating
      </Typography>
      <Rating
        name={name}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({...item, value: value ?? undefined})}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Employee, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    const minimum = Number(filterItem.value);
    return (value) => value >= minimum;
  },
  InputComponent: MinimumRatingInput,
  getValueAsString: (value) => `${value} stars or more`,
};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {
    field: 'rating',
    headerName: 'Rating',
    width: 160,
    filterOperators: [atLeastOperator],
    renderCell: (params) => (
      <Box sx={{display: 'flex', alignItems: 'center', height: '100%'}}>
        <Rating value={params.value} readOnly size="small" />
      </Box>
    ),
  },
];

export default function RatingFilterOperator() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees filtered by minimum rating"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'rating', operator: 'atLeast', value: 4}]}},
        }}
      />
    </Box>
  );
}
