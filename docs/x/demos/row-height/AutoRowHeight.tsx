import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  notes: string;
}

const releases: Release[] = [
  {id: 1, version: '4.2.0', notes: 'Adds CSV import.'},
  {
    id: 2,
    version: '4.1.3',
    notes:
      'Fixes a crash when a report had no rows. Dates in exported files now use the ISO format, and the date picker no longer jumps to the current month when it is reopened.',
  },
  {id: 3, version: '4.1.2', notes: 'Security update for the session cookie.'},
  {
    id: 4,
    version: '4.1.1',
    notes:
      'The sidebar remembers its collapsed state between visits. Keyboard users can now reach the filter panel from the toolbar with the Tab key. Long project names wrap instead of being cut off, and tooltips no longer cover the pagination controls on narrow screens.',
  },
  {id: 5, version: '4.1.0', notes: 'New dashboard widgets for weekly totals and overdue tasks.'},
  {
    id: 6,
    version: '4.0.2',
    notes:
      'Restores the print layout, which lost its margins in 4.0.1, and speeds up the first load of large workspaces.',
  },
  {id: 7, version: '4.0.1', notes: 'Translation fixes.'},
];

const columns: GridColDef<Release>[] = [
  {field: 'version', headerName: 'Version', width: 100},
  {field: 'notes', headerName: 'Release notes', flex: 1, minWidth: 260},
];

export default function AutoRowHeight() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Release notes"
        rows={releases}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{[`& .${gridClasses.cell}`]: {py: 1}}}
      />
    </Box>
  );
}
