import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridPaginationModel, GridRowSelectionModel} from '@mui/x-data-grid';
import type {Employee} from '../data/people';
import {queryEmployees} from '../data/filteringServer';

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 80},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
];

export default function KeepSelectionAcrossPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 25});
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryEmployees({paginationModel}, 300).then((response) => {
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
    <Stack spacing={2}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          aria-label="Employees, selection kept across pages"
          rows={rows}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected
          // Select-all then lists the rows of the current page instead of meaning "every row".
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          paginationMode="server"
          rowCount={rowCount}
          loading={loading}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25]}
        />
      </Box>
      <Typography variant="body2" role="status">
        Selected ids: {selection.ids.size > 0 ? [...selection.ids].join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
