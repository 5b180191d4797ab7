import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Song {
  id: number;
  title: string;
  length: string;
}

const initialPlaylist: Song[] = [
  {id: 1, title: 'Morning Tide', length: '3:42'},
  {id: 2, title: 'Paper Lanterns', length: '4:05'},
  {id: 3, title: 'Northbound', length: '2:58'},
  {id: 4, title: 'Glass Orchard', length: '5:11'},
  {id: 5, title: 'Late Trains', length: '3:27'},
];

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

export default function MoveWithButtons() {
  const [playlist, setPlaylist] = React.useState(initialPlaylist);

  const move = React.useCallback((id: GridRowId, offset: -1 | 1) => {
    setPlaylist((previous) => {
      const from = previous.findIndex((song) => song.id === id);
      const to = from + offset;
      return to < 0 || to >= previous.length ? previous : moveItem(previous, from, to);
    });
  }, []);

  const columns = React.useMemo<GridColDef<Song>[]>(
    () => [
      {field: 'title', headerName: 'Title', flex: 1, minWidth: 180},
      {field: 'length', headerName: 'Length', width: 90},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 110,
        renderCell: (params) => {
          const index = playlist.findIndex((song) => song.id === params.id);
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<ArrowUpwardIcon />}
                label={`Move ${params.row.title} up`}
                disabled={index <= 0}
                onClick={() => move(params.id, -1)}
              />
              <GridActionsCellItem
                icon={<ArrowDownwardIcon />}
                label={`Move ${params.row.title} down`}
                disabled={index === playlist.length - 1}
                onClick={() => move(params.id, 1)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [move, playlist],
  );

  const handleRowOrderChange = ({oldIndex, targetIndex}: GridRowOrderChangeParams) => {
    setPlaylist((previous) => moveItem(previous, oldIndex, targetIndex));
  };

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro
        aria-label="Playlist"
        rows={playlist}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
