import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef, GridListViewColDef, GridRenderCellParams} from '@mui/x-data-grid-pro';
import {createFileRows, type FileRow} from '../data/files';

interface Document extends FileRow {
  name: string;
  starred: boolean;
}

const initialRows: Document[] = createFileRows()
  .filter((row) => row.size !== undefined)
  .map((row) => ({...row, name: row.path.join('/'), starred: false}));

const columns: GridColDef<Document>[] = [
  {field: 'name', headerName: 'Name'},
  {field: 'size', headerName: 'Size', type: 'number'},
  {field: 'starred', headerName: 'Starred', type: 'boolean'},
];

interface DocumentCellProps extends GridRenderCellParams<Document> {
  onToggleStar: (id: number) => void;
  onDelete: (id: number) => void;
}

function DocumentCell({row, tabIndex, onToggleStar, onDelete}: DocumentCellProps) {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', height: '100%', minWidth: 0}}>
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {((row.size ?? 0) / 1024).toFixed(1)} kB
        </Typography>
      </Box>
      {/* The cell's tabIndex: buttons are in the tab order only while the cell has the focus. */}
      <IconButton
        size="small"
        tabIndex={tabIndex}
        aria-label={`Star ${row.name}`}
        aria-pressed={row.starred}
        onClick={() => onToggleStar(row.id)}>
        {row.starred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
      <IconButton size="small" tabIndex={tabIndex} aria-label={`Delete ${row.name}`} onClick={() => onDelete(row.id)}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export default function ListViewActions() {
  const [rows, setRows] = React.useState(initialRows);

  const listViewColumn = React.useMemo<GridListViewColDef<Document>>(
    () => ({
      field: 'document',
      renderCell: (params) => (
        <DocumentCell
          {...params}
          onToggleStar={(id) => setRows((current) => current.map((row) => (row.id === id ? {...row, starred: !row.starred} : row)))}
          onDelete={(id) => setRows((current) => current.filter((row) => row.id !== id))}
        />
      ),
    }),
    [],
  );

  return (
    <Box sx={{height: 420, width: '100%', maxWidth: 420}}>
      <DataGridPro
        aria-label="Documents"
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={60}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
