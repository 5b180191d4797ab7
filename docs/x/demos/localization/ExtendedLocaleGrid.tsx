import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridLocaleText} from '@mui/x-data-grid';
import {esES} from '@mui/x-data-grid/locales';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 123);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Nombre', width: 170},
  {field: 'role', headerName: 'Puesto', width: 140},
  {field: 'age', headerName: 'Edad', type: 'number', width: 90},
];

// Start from the Spanish locale, then adjust a few texts for this screen.
const localeText: Partial<GridLocaleText> = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  paginationRowsPerPage: 'Empleados por página:',
  paginationDisplayedRows: ({from, to, count}) => `Mostrando ${from}–${to} de ${count}`,
  toolbarQuickFilterPlaceholder: 'Buscar empleado…',
};

export default function ExtendedLocaleGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}} lang="es">
      <DataGrid
        label="Empleados"
        rows={rows}
        columns={columns}
        showToolbar
        localeText={localeText}
        pageSizeOptions={[10, 25]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
      />
    </Box>
  );
}
