import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {alpha} from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';

type Task = {id: number; name: string; owner: string; estimate: number};
type Column = 'name' | 'owner' | 'estimate';

const initialTasks: Task[] = [
  {id: 1, name: 'Write release notes', owner: 'Amara', estimate: 3},
  {id: 2, name: 'Fix login redirect', owner: 'Jonas', estimate: 5},
  {id: 3, name: 'Update dependencies', owner: 'Li', estimate: 2},
  {id: 4, name: 'Design empty states', owner: 'Amara', estimate: 8},
  {id: 5, name: 'Add audit logging', owner: 'Priya', estimate: 13},
  {id: 6, name: 'Review pull requests', owner: 'Jonas', estimate: 1},
];

const columns: {id: Column; label: string; numeric: boolean}[] = [
  {id: 'name', label: 'Task', numeric: false},
  {id: 'owner', label: 'Owner', numeric: false},
  {id: 'estimate', label: 'Estimate (points)', numeric: true},
];

export default function SelectableSortableTable() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [selected, setSelected] = React.useState<number[]>([]);
  const [orderBy, setOrderBy] = React.useState<Column>('name');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const [dense, setDense] = React.useState(false);

  const sorted = React.useMemo(() => {
    const factor = order === 'asc' ? 1 : -1;
    return [...tasks].sort((a, b) => {
      const x = a[orderBy];
      const y = b[orderBy];
      const result = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
      return result * factor;
    });
  }, [tasks, order, orderBy]);

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  const toggleAll = (checked: boolean) => setSelected(checked ? tasks.map((task) => task.id) : []);

  const handleSort = (column: Column) => {
    setOrder(orderBy === column && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(column);
  };

  const removeSelected = () => {
    setTasks((current) => current.filter((task) => !selected.includes(task.id)));
    setSelected([]);
  };

  const count = selected.length;

  return (
    <Paper variant="outlined">
      <Toolbar
        sx={[
          {pl: 2, pr: 1},
          count > 0 && {
            bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
          },
        ]}
      >
        {count > 0 ? (
          <Typography sx={{flex: '1 1 100%'}} color="inherit" variant="subtitle1" component="p">
            {count} selected
          </Typography>
        ) : (
          <Typography sx={{flex: '1 1 100%'}} variant="h6" component="div" id="sprint-tasks-title">
            Sprint tasks
          </Typography>
        )}
        {count > 0 && (
          <Tooltip title="Delete selected">
            <IconButton aria-label="Delete selected tasks" onClick={removeSelected}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table size={dense ? 'small' : 'medium'} aria-labelledby="sprint-tasks-title">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  color="primary"
                  checked={tasks.length > 0 && count === tasks.length}
                  indeterminate={count > 0 && count < tasks.length}
                  onChange={(event) => toggleAll(event.target.checked)}
                  slotProps={{input: {'aria-label': 'Select all tasks'}}}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.id ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.id}
                    direction={orderBy === column.id ? order : 'asc'}
                    onClick={() => handleSort(column.id)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((task) => {
              const isSelected = selected.includes(task.id);
              return (
                <TableRow key={task.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      onChange={() => toggle(task.id)}
                      slotProps={{input: {'aria-label': `Select ${task.name}`}}}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {task.name}
                  </TableCell>
                  <TableCell>{task.owner}</TableCell>
                  <TableCell align="right">{task.estimate}</TableCell>
                </TableRow>
              );
            })}
            {tasks.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>All tasks deleted.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <FormControlLabel
        sx={{px: 2, py: 1}}
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense padding"
      />
    </Paper>
  );
}
