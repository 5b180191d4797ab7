import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createOrgChartRows, type OrgChartRow} from '../data/orgChart';

const rows = createOrgChartRows();

const columns: GridColDef<OrgChartRow>[] = [
  {field: 'title', headerName: 'Title', width: 200},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function TreeDataFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Filter and sort the department heads only"
      />
      <Box sx={{height: 440, width: '100%'}}>
        <DataGridPro
          label="Org chart"
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={(row) => row.path}
          groupingColDef={{headerName: 'Employee', width: 220}}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          disableChildrenSorting={topLevelOnly}
          showToolbar
          initialState={{
            filter: {filterModel: {items: [{field: 'country', operator: 'equals', value: 'Japan'}]}},
            sorting: {sortModel: [{field: 'salary', sort: 'desc'}]},
          }}
        />
      </Box>
    </Stack>
  );
}
