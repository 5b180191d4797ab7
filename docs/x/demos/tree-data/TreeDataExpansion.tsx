import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, useGridApiRef} from '@mui/x-data-grid-pro';
import type {DataGridProProps, GridColDef} from '@mui/x-data-grid-pro';
import {createOrgChartRows, type OrgChartRow} from '../data/orgChart';

const rows = createOrgChartRows();
const departmentById = new Map(rows.map((row) => [row.id, row.department]));

const columns: GridColDef<OrgChartRow>[] = [
  {field: 'title', headerName: 'Title', width: 200},
  {field: 'department', headerName: 'Department', width: 130},
];

// Open the Engineering branch down to every team; leave the other departments closed.
// In tree data, a group's `id` is the id of the row that heads it.
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  departmentById.get(node.id as number) === 'Engineering';

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPro
          aria-label="Org chart with the Engineering branch open"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={(row) => row.path}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{headerName: 'Employee', width: 240}}
        />
      </Box>
    </Stack>
  );
}
