import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import TuneIcon from '@mui/icons-material/Tune';
import {DataGrid} from '@mui/x-data-grid';
import type {GridBaseIconProps, GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 142);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'age', headerName: 'Age', type: 'number', width: 100},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 130},
];

// Icon slots receive the grid's icon props; pass on the ones the Material UI icon understands.
function AscendingIcon({fontSize, className}: GridBaseIconProps) {
  return <ArrowUpwardIcon fontSize={fontSize} className={className} />;
}

function DescendingIcon({fontSize, className}: GridBaseIconProps) {
  return <ArrowDownwardIcon fontSize={fontSize} className={className} />;
}

function FilterIcon({fontSize, className}: GridBaseIconProps) {
  return <FilterAltIcon fontSize={fontSize} className={className} />;
}

function MenuIcon({fontSize, className}: GridBaseIconProps) {
  return <TuneIcon fontSize={fontSize} className={className} />;
}

export default function CustomIconsGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with custom icons"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
          columnFilteredIcon: FilterIcon,
          openFilterButtonIcon: FilterIcon,
          columnMenuIcon: MenuIcon,
        }}
        initialState={{
          sorting: {sortModel: [{field: 'salary', sort: 'desc'}]},
          filter: {filterModel: {items: [{field: 'age', operator: '>', value: 30}]}},
        }}
      />
    </Box>
  );
}
