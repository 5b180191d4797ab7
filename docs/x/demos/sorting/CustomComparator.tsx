import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  downloads: number | null;
}

const releases: Release[] = [
  {id: 1, version: '1.9.2', downloads: 18250},
  {id: 2, version: '1.10.0', downloads: 40310},
  {id: 3, version: '1.2.11', downloads: 920},
  {id: 4, version: '2.0.0', downloads: null},
  {id: 5, version: '1.10.1', downloads: 12004},
  {id: 6, version: '1.2.3', downloads: 3310},
  {id: 7, version: '0.9.8', downloads: null},
];

// Compares "1.10.0" and "1.9.2" part by part, as numbers, instead of as text.
const versionComparator: GridComparatorFn<string> = (a, b) => {
  const partsA = a.split('.');
  const partsB = b.split('.');
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index += 1) {
    const result = (partsA[index] ?? '').localeCompare(partsB[index] ?? '', undefined, {numeric: true});
    if (result !== 0) {
      return result;
    }
  }
  return 0;
};

// Empty values go last in both directions; the grid does not flip a comparator from getSortComparator.
const nullsLast =
  (direction: GridSortDirection): GridComparatorFn<number | null> =>
  (a, b, paramsA, paramsB) => {
    if (a === null || b === null) {
      return a === b ? 0 : a === null ? 1 : -1;
    }
    const result = gridNumberComparator(a, b, paramsA, paramsB);
    return direction === 'desc' ? -result : result;
  };

const columns: GridColDef<Release>[] = [
  {field: 'version', headerName: 'Version', width: 160, sortComparator: versionComparator},
  {
    field: 'downloads',
    headerName: 'Downloads (empty last)',
    type: 'number',
    width: 200,
    getSortComparator: nullsLast,
  },
];

export default function CustomComparator() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Releases"
        rows={releases}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'version', sort: 'desc'}]}}}
        hideFooter
      />
    </Box>
  );
}
