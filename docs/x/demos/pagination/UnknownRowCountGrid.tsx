import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridPaginationModel} from '@mui/x-data-grid';
import type {Employee} from '../data/people';
import {queryEmployees} from '../data/filteringServer';

/** Like a cursor-based API: a page of rows, and whether another page follows, but no total. */
async function fetchPage({page, pageSize}: GridPaginationModel) {
  const {rows, rowCount} = await queryEmployees({paginationModel: {page, pageSize}});
  return {rows, hasNextPage: (page + 1) * pageSize < rowCount};
}

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 80},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 130},
];

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 50});
  const [rows, setRows] = React.useState<Employee[]>([]);
  // -1 means "unknown": the grid shows "of more than …" and always offers a next page.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((response) => {
      if (!active) {
        return;
      }
      setRows(response.rows);
      if (!response.hasNextPage) {
        // The last page has arrived, so the total is known now.
        setRowCount(paginationModel.page * paginationModel.pageSize + response.rows.length);
      }
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees, total unknown"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        estimatedRowCount={450}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[50, 100]}
      />
    </Box>
  );
}
