import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowOrderChangeParams} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const initialTasks: Task[] = [
  {id: 1, title: 'Write the migration guide', owner: 'Hana', estimate: 3},
  {id: 2, title: 'Fix the flaky export test', owner: 'Omar', estimate: 1},
  {id: 3, title: 'Review the colour tokens', owner: 'Freya', estimate: 2},
  {id: 4, title: 'Prepare the release notes', owner: 'Jonas', estimate: 1},
  {id: 5, title: 'Update the screenshots', owner: 'Priya', estimate: 2},
  {id: 6, title: 'Triage new issues', owner: 'Mateo', estimate: 1},
];

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Task', flex: 1, minWidth: 200},
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'estimate', headerName: 'Days', type: 'number', width: 80},
];

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

export default function BasicRowReordering() {
  const [tasks, setTasks] = React.useState(initialTasks);

  // Keep your own copy of the order in step with the grid, for example to save it.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setTasks((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGridPro
          aria-label="Sprint backlog"
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Saved order: {tasks.map((task) => task.id).join(', ')}
      </Typography>
    </Stack>
  );
}
