import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {DataGrid, getGridNumericOperators} from '@mui/x-data-grid';
import type {GridColDef, GridFilterInputValueProps, GridFilterOperator} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 23);

type Range = [number | undefined, number | undefined];

function toRange(value: unknown): Range {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

function toNumber(text: string): number | undefined {
  return text === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
}

function RangeInput({item, applyValue, focusElementRef}: GridFilterInputValueProps) {
  const [from, to] = toRange(item.value);

  const update = (next: Range) => applyValue({...item, value: next});

  return (
    <Stack direction="row" spacing={1}>
      <TextField
        label="From"
        type="number"
        size="small"
        value={from ?? ''}
        onChange={(event) => update([toNumber(event.target.value), to])}
        inputRef={focusElementRef}
        sx={{width: 110}}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        value={to ?? ''}
        onChange={(event) => update([from, toNumber(event.target.value)])}
        sx={{width: 110}}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Employee, number> = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = toRange(filterItem.value);
    if (from == null && to == null) {
      return null;
    }
    return (value) => (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 130},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // The custom operator comes first, so it is the default for new filters.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function SalaryRangeOperator() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees filtered by salary range"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'salary', operator: 'between', value: [60000, 80000]}]}},
        }}
      />
    </Box>
  );
}
