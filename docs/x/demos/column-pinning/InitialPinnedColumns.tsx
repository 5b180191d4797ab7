import * as React from 'react';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {DataGridPro, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

type Row = Employee & {favourite: boolean};

const initialRows: Row[] = createEmployees(30, 131).map((row) => ({...row, favourite: row.id === 2 || row.id === 5}));

export default function InitialPinnedColumns() {
  const [rows, setRows] = React.useState(initialRows);

  // Favourites live in the rows, so the columns below never need to change.
  const toggleFavourite = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.map((row) => (row.id === id ? {...row, favourite: !row.favourite} : row)));
  }, []);

  const columns = React.useMemo<GridColDef<Row>[]>(
    () => [
      {field: 'name', headerName: 'Name', width: 170},
      {field: 'email', headerName: 'Email', width: 250},
      {field: 'department', headerName: 'Department', width: 140},
      {field: 'role', headerName: 'Role', width: 120},
      {field: 'country', headerName: 'Country', width: 120},
      {field: 'age', headerName: 'Age', type: 'number', width: 80},
      {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
      {field: 'joinDate', headerName: 'Joined', type: 'date', width: 120},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Favourite',
        width: 90,
        renderCell: (params) => {
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={params.row.favourite ? <StarIcon color="warning" /> : <StarBorderIcon />}
                label={
                  params.row.favourite
                    ? `Remove ${params.row.name} from favourites`
                    : `Add ${params.row.name} to favourites`
                }
                onClick={() => toggleFavourite(params.id)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [toggleFavourite],
  );

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Employees"
        rows={rows}
        columns={columns}
        initialState={{pinnedColumns: {left: ['name'], right: ['actions']}}}
      />
    </Box>
  );
}
