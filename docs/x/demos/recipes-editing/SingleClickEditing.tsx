import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import {createEmployees, ROLES, type Employee} from '../data/people';

const rows = createEmployees(15, 61);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 150, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true},
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Ignore clicks that come from a portal, such as the options of an open select.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      // Every cell that was being edited goes back to view mode (and is saved)...
      const next: GridCellModesModel = {};
      for (const [rowId, fields] of Object.entries(previous)) {
        next[rowId] = Object.fromEntries(Object.keys(fields).map((field) => [field, {mode: GridCellModes.View}]));
      }
      // ...and the clicked cell enters edit mode.
      next[params.id] = {...next[params.id], [params.field]: {mode: GridCellModes.Edit}};
      return next;
    });
  };

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        aria-label="Employees, edit with one click"
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
