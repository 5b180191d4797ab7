import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS} from '../data/people';

interface Member {
  id: number;
  name: string;
  department: string;
  salary: number;
  isNew?: boolean;
}

const initialMembers: Member[] = createEmployees(8, 25).map(({id, name, department, salary}) => ({
  id,
  name,
  department,
  salary,
}));

export default function FullCrudEditing() {
  const [rows, setRows] = React.useState(initialMembers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((previous) => ({...previous, [id]: mode}));

  const addRow = () => {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    setRows((previous) => [{id, name: '', department: 'Engineering', salary: 40000, isNew: true}, ...previous]);
    setMode(id, {mode: GridRowModes.Edit, fieldToFocus: 'name'});
  };

  const cancel = (id: GridRowId) => {
    setMode(id, {mode: GridRowModes.View, ignoreModifications: true});
    // A row that was never saved disappears when its first edit is cancelled.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  const processRowUpdate = (newRow: Member) => {
    const saved = {...newRow, isNew: false};
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Member>[] = [
    {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: [...DEPARTMENTS],
      width: 150,
      editable: true,
    },
    {field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true},
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      renderCell: (params) => {
        const label = params.row.name || 'new row';
        return rowModesModel[params.id]?.mode === GridRowModes.Edit ? (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<SaveIcon />}
              label={`Save ${label}`}
              onClick={() => setMode(params.id, {mode: GridRowModes.View})}
            />
            <GridActionsCellItem
              icon={<CancelIcon />}
              label={`Cancel editing ${label}`}
              onClick={() => cancel(params.id)}
            />
          </GridActionsCell>
        ) : (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<EditIcon />}
              label={`Edit ${label}`}
              onClick={() => setMode(params.id, {mode: GridRowModes.Edit})}
            />
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${label}`}
              onClick={() => setRows((previous) => previous.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        );
      },
    },
  ];

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box>
        <Button startIcon={<AddIcon />} onClick={addRow}>
          Add member
        </Button>
      </Box>
      <Box sx={{height: 420}}>
        <DataGrid
          aria-label="Team members"
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Stack>
  );
}
