import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 8);

type Position = 'top' | 'bottom';

export default function PinFromActions() {
  const [pinned, setPinned] = React.useState<Record<Position, GridRowId[]>>({top: [3], bottom: []});

  const pin = React.useCallback((id: GridRowId, position: Position | null) => {
    setPinned((previous) => {
      const top = previous.top.filter((pinnedId) => pinnedId !== id);
      const bottom = previous.bottom.filter((pinnedId) => pinnedId !== id);
      if (position === 'top') top.push(id);
      if (position === 'bottom') bottom.push(id);
      return {top, bottom};
    });
  }, []);

  // A row listed in `pinnedRows` is taken out of the scrolling rows automatically.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Employee>>(
    () => ({
      top: pinned.top.flatMap((id) => rows.filter((row) => row.id === id)),
      bottom: pinned.bottom.flatMap((id) => rows.filter((row) => row.id === id)),
    }),
    [pinned],
  );

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
      {field: 'department', headerName: 'Department', width: 140},
      {field: 'role', headerName: 'Role', width: 120},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 70,
        renderCell: (params) => {
          const isPinned = pinned.top.includes(params.id) || pinned.bottom.includes(params.id);
          return (
            <GridActionsCell {...params}>
              {isPinned ? (
                <GridActionsCellItem label="Unpin" showInMenu onClick={() => pin(params.id, null)} />
              ) : (
                <React.Fragment>
                  <GridActionsCellItem label="Pin to top" showInMenu onClick={() => pin(params.id, 'top')} />
                  <GridActionsCellItem label="Pin to bottom" showInMenu onClick={() => pin(params.id, 'bottom')} />
                </React.Fragment>
              )}
            </GridActionsCell>
          );
        },
      },
    ],
    [pin, pinned],
  );

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro aria-label="Employees" rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
