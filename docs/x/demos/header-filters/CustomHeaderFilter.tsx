import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import {DataGridPro, useGridApiContext} from '@mui/x-data-grid-pro';
import type {GridColDef, GridRenderHeaderFilterProps} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(200, 53);

function MinimumRatingFilter({item}: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const labelId = React.useId();

  const handleChange = (event: SelectChangeEvent) => {
    const {value} = event.target;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({...item, operator: '>=', value: Number(value)});
    }
  };

  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId}>Minimum rating</InputLabel>
      <Select labelId={labelId} label="Minimum rating" value={item.value == null ? '' : String(item.value)} onChange={handleChange}>
        <MenuItem value="">Any rating</MenuItem>
        {[2, 3, 4, 5].map((stars) => (
          <MenuItem key={stars} value={String(stars)}>
            {stars === 5 ? '5 stars' : `${stars} stars or more`}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'department', headerName: 'Department', width: 150},
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 200,
    renderHeaderFilter: (params) => <MinimumRatingFilter {...params} />,
  },
];

export default function CustomHeaderFilter() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro aria-label="Employees with a rating header filter" rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
