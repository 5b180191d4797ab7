import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(12, 6);

const columns: GridColDef<Employee>[] = [
  // The built-in header of the toggle column is an empty element with role="presentation" and an
  // aria-label, which ARIA does not allow there: name the column with visually hidden text instead.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    renderHeader: ({colDef}) => (
      <Box component="span" sx={visuallyHidden}>
        {colDef.headerName}
      </Box>
    ),
  },
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
];

const getDetailPanelContent = ({row}: GridRowParams<Employee>) => (
  <Box sx={{px: 3, py: 1.5}}>
    <Typography variant="body2">
      {row.name} works in {row.department} from {row.country}. Contact: {row.email}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 56;

export default function ControlledDetailPanels() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([1]));

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button variant="contained" onClick={() => setExpanded(new Set(rows.map((row) => row.id)))}>
          Expand all
        </Button>
        <Button onClick={() => setExpanded(new Set())}>Collapse all</Button>
        <Typography variant="body2" aria-live="polite">
          Open panels: {expanded.size === 0 ? 'none' : [...expanded].join(', ')}
        </Typography>
      </Stack>
      <Box sx={{height: 420}}>
        <DataGridPro
          aria-label="Employees"
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
