import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {DataGridProProps, GridColDef} from '@mui/x-data-grid-pro';
import {createOrgChartRows, type OrgChartRow} from '../data/orgChart';

const rows = createOrgChartRows();

const columns: GridColDef<OrgChartRow>[] = [
  {field: 'title', headerName: 'Title', width: 200},
  {field: 'country', headerName: 'Country', width: 110},
];

// Defined once, outside the component, so the grid does not rebuild the column on each render.
const groupingColDef: DataGridProProps<OrgChartRow>['groupingColDef'] = {
  headerName: 'Employee',
  description: 'People in the reporting line, from the head of each department down',
  width: 240,
  hideDescendantCount: true,
};

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Org chart"
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
