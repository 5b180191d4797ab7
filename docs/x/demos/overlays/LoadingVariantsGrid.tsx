import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridLoadingOverlayVariant} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const allRows = createEmployees(30, 131);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// The loading overlay renders these two slots without props, so the default progress bar and
// spinner have no accessible name, and as part of the element with role="grid" (which may only
// contain rows) they are not allowed there anyway. These versions are hidden from assistive
// technology; the live region after the grid announces the loading state instead.
function DecorativeLinearProgress() {
  return <LinearProgress aria-hidden />;
}

function DecorativeCircularProgress() {
  return <CircularProgress aria-hidden />;
}

const VARIANTS: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

export default function LoadingVariantsGrid() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, value: GridLoadingOverlayVariant | null) => value && setVariant(value)}
          aria-label="Loading overlay variant">
          {VARIANTS.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGrid
          aria-label="Employees loading"
          rows={hasRows ? allRows : []}
          columns={columns}
          loading={loading}
          // `variant` applies while rows are shown, `noRowsVariant` while the grid is empty.
          slotProps={{loadingOverlay: {variant, noRowsVariant: variant}}}
          slots={{baseLinearProgress: DecorativeLinearProgress, baseCircularProgress: DecorativeCircularProgress}}
        />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {loading ? 'Loading employees…' : 'Employees loaded.'}
      </Box>
    </Stack>
  );
}
