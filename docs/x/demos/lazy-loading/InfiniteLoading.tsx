import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridDataSource} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

// A feed of 300 people, as an API that cannot count its results would serve it.
const feed = createEmployees(300, 122);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: '#', width: 70},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

function fetchBatch(start: number, end: number): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(feed.slice(start, end + 1)), 500);
  });
}

export default function InfiniteLoading() {
  const [loaded, setLoaded] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({start, end}) => {
        const rows = await fetchBatch(Number(start), end);
        setLoaded((count) => Math.max(count, Number(start) + rows.length));
        // No `rowCount`: the grid loads the next batch when the reader reaches the bottom.
        return {rows};
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {loaded} people loaded
      </Typography>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPro
          aria-label="People, loaded 25 at a time"
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 25}}}}
          // Start loading when the last 200 pixels of rows come into view.
          scrollEndThreshold={200}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
