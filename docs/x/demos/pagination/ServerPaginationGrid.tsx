import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridPaginationModel} from '@mui/x-data-grid';
import type {Employee} from '../data/people';
import {queryEmployees} from '../data/filteringServer';

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 80},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
];

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 25});
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryEmployees({paginationModel}).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees, paged on the server"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
