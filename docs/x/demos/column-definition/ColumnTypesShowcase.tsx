import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  estimate: number;
  due: Date;
  updatedAt: Date;
  done: boolean;
  priority: 'low' | 'normal' | 'high';
  notes: string;
}

const initialTasks: Task[] = [
  {
    id: 1,
    title: 'Write release notes',
    estimate: 3,
    due: new Date(Date.UTC(2025, 5, 20)),
    updatedAt: new Date(Date.UTC(2025, 5, 12, 9, 30)),
    done: false,
    priority: 'high',
    notes: 'Cover the new column types, the changed defaults and the migration steps, with one example for each.',
  },
  {
    id: 2,
    title: 'Review pull requests',
    estimate: 1.5,
    due: new Date(Date.UTC(2025, 5, 17)),
    updatedAt: new Date(Date.UTC(2025, 5, 15, 16, 5)),
    done: true,
    priority: 'normal',
    notes: 'Two are waiting on tests.',
  },
  {
    id: 3,
    title: 'Update screenshots',
    estimate: 2,
    due: new Date(Date.UTC(2025, 5, 27)),
    updatedAt: new Date(Date.UTC(2025, 5, 9, 11, 45)),
    done: false,
    priority: 'low',
    notes: 'Only the dark theme screenshots are out of date; the light ones were redone last month.',
  },
  {
    id: 4,
    title: 'Plan the sprint',
    estimate: 1,
    due: new Date(Date.UTC(2025, 5, 16)),
    updatedAt: new Date(Date.UTC(2025, 5, 14, 8, 0)),
    done: false,
    priority: 'high',
    notes: 'Bring the backlog estimates.',
  },
];

export default function ColumnTypesShowcase() {
  const [rows, setRows] = React.useState(initialTasks);

  const deleteTask = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      {field: 'title', headerName: 'Title (string)', width: 190, editable: true},
      {field: 'estimate', headerName: 'Hours (number)', type: 'number', width: 130, editable: true},
      {field: 'due', headerName: 'Due (date)', type: 'date', width: 130, editable: true},
      {field: 'updatedAt', headerName: 'Updated (dateTime)', type: 'dateTime', width: 190, editable: true},
      {field: 'done', headerName: 'Done (boolean)', type: 'boolean', width: 130, editable: true},
      {
        field: 'priority',
        headerName: 'Priority (singleSelect)',
        type: 'singleSelect',
        width: 180,
        editable: true,
        // Stored values and the labels shown for them.
        valueOptions: [
          {value: 'low', label: 'Low'},
          {value: 'normal', label: 'Normal'},
          {value: 'high', label: 'High'},
        ],
      },
      {field: 'notes', headerName: 'Notes (longText)', type: 'longText', width: 220, editable: true},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${params.row.title}`}
              onClick={() => deleteTask(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [deleteTask],
  );

  const processRowUpdate = React.useCallback((updated: Task) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Tasks" rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
