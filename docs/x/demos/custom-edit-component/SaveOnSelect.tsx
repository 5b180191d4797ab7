import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';

const PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
type Priority = (typeof PRIORITIES)[number];

interface Ticket {
  id: number;
  title: string;
  priority: Priority;
}

const tickets: Ticket[] = [
  {id: 1, title: 'Export fails on large files', priority: 'High'},
  {id: 2, title: 'Typo on the pricing page', priority: 'Low'},
  {id: 3, title: 'Login loop after password reset', priority: 'Urgent'},
  {id: 4, title: 'Slow search on the orders page', priority: 'Medium'},
  {id: 5, title: 'Dark mode contrast on charts', priority: 'Medium'},
];

function PriorityEditor({id, field, value}: GridRenderEditCellParams<Ticket, Priority>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Priority>) => {
    // Wait for the value to be stored, then leave edit mode: one choice, one save.
    await apiRef.current.setEditCellValue({id, field, value: event.target.value});
    apiRef.current.stopCellEditMode({id, field});
  };

  return (
    <Select<Priority>
      value={value ?? 'Low'}
      onChange={handleChange}
      defaultOpen
      autoFocus
      fullWidth
      size="small"
      inputProps={{'aria-label': 'Priority'}}
      sx={{height: '100%', '& .MuiOutlinedInput-notchedOutline': {border: 0}}}>
      {PRIORITIES.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  {field: 'title', headerName: 'Ticket', flex: 1, minWidth: 220},
  {
    field: 'priority',
    headerName: 'Priority',
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Ticket, Priority>) => <PriorityEditor {...params} />,
  },
];

export default function SaveOnSelect() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid aria-label="Tickets" rows={tickets} columns={columns} hideFooter />
    </Box>
  );
}
