import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 123);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
];

// The grid opens with the department first.
const INITIAL_ORDER = ['department', 'name', 'role', 'country', 'age'];

const headerOf = (field: string) => columns.find((column) => column.field === field)?.headerName ?? field;

export default function ReorderFromControls() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(INITIAL_ORDER);
  const titleId = React.useId();

  // Reads the order back from the grid after any move, from the list or by dragging.
  const syncOrder = React.useCallback(() => {
    setOrder(apiRef.current?.getAllColumns().map((column) => column.field) ?? INITIAL_ORDER);
  }, [apiRef]);

  const move = (field: string, index: number) => {
    apiRef.current?.setColumnIndex(field, index);
    syncOrder();
  };

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{minWidth: 220}}>
        <Typography id={titleId} variant="subtitle2">
          Column order
        </Typography>
        <List dense aria-labelledby={titleId}>
          {order.map((field, index) => (
            <ListItem
              key={field}
              secondaryAction={
                <React.Fragment>
                  <IconButton
                    size="small"
                    aria-label={`Move ${headerOf(field)} earlier`}
                    disabled={index === 0}
                    onClick={() => move(field, index - 1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${headerOf(field)} later`}
                    disabled={index === order.length - 1}
                    onClick={() => move(field, index + 1)}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </React.Fragment>
              }>
              <ListItemText primary={headerOf(field)} />
            </ListItem>
          ))}
        </List>
        <Button
          size="small"
          onClick={() => {
            INITIAL_ORDER.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
            syncOrder();
          }}>
          Reset order
        </Button>
      </Box>
      <Box sx={{flex: 1, height: 400, minWidth: 0}}>
        <DataGridPro
          aria-label="Employees"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{columns: {orderedFields: INITIAL_ORDER}}}
          onColumnOrderChange={syncOrder}
        />
      </Box>
    </Stack>
  );
}
