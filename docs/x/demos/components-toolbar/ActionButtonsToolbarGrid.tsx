import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const initialRows: Task[] = [
  {id: 1, title: 'Review the pull request', owner: 'Amara'},
  {id: 2, title: 'Update the changelog', owner: 'Bruno'},
  {id: 3, title: 'Plan the next sprint', owner: 'Chen'},
  {id: 4, title: 'Reply to support tickets', owner: 'Dalia'},
];

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Task', flex: 1, minWidth: 200},
  {field: 'owner', headerName: 'Owner', width: 140},
];

function TaskToolbar() {
  const apiRef = useGridApiContext();
  const selectedIds = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const nextId = React.useRef(initialRows.length + 1);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current.updateRows([{id, title: `New task ${id}`, owner: 'Unassigned'}]);
  };

  const deleteSelected = () => {
    // The MIT grid selects one row at a time and updates one row per call.
    for (const id of selectedIds.keys()) {
      apiRef.current.updateRows([{id, _action: 'delete'}]);
    }
  };

  return (
    <Toolbar>
      <Tooltip title="Add a task">
        <ToolbarButton onClick={addTask}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* A disabled button fires no events, so the tooltip listens on a wrapping span;
          `describeChild` keeps the button's own aria-label as its name. */}
      <Tooltip title="Delete the selected task" describeChild>
        <span>
          <ToolbarButton
            onClick={deleteSelected}
            disabled={selectedIds.size === 0}
            aria-label="Delete the selected task">
            <DeleteIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function ActionButtonsToolbarGrid() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        aria-label="Tasks"
        rows={initialRows}
        columns={columns}
        slots={{toolbar: TaskToolbar}}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
