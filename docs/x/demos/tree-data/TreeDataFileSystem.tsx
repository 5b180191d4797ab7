import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createFileRows, type FileRow} from '../data/files';

const rows = createFileRows();

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : `${(value / 1024).toFixed(1)} kB`),
  },
  {
    field: 'updatedAt',
    headerName: 'Last changed',
    type: 'date',
    width: 140,
    // The dates are UTC midnights: format them in UTC so every reader sees the same day.
    valueFormatter: (value: Date) => value.toLocaleDateString('en-GB', {timeZone: 'UTC'}),
  },
];

export default function TreeDataFileSystem() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Project files"
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={(row) => row.path}
        hideFooter
      />
    </Box>
  );
}
