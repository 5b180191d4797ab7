import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import DeleteIcon from '@mui/icons-material/Delete';

const initialTasks = ['Book train tickets', 'Renew passport', 'Pack chargers', 'Water the plants'];

export default function ChecklistList() {
  const [tasks, setTasks] = React.useState<string[]>(initialTasks);
  const [done, setDone] = React.useState<string[]>(['Renew passport']);

  const toggle = (task: string) => {
    setDone((current) => (current.includes(task) ? current.filter((t) => t !== task) : [...current, task]));
  };

  return (
    <Paper variant="outlined" sx={{maxWidth: 360}}>
      <List dense aria-label="Trip checklist">
        {tasks.map((task) => {
          const isDone = done.includes(task);
          return (
            <ListItem
              key={task}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete ${task}`}
                  onClick={() => setTasks((current) => current.filter((t) => t !== task))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              {/* The row itself is the checkbox: one focusable control, with a drawn (not interactive) box. */}
              <ListItemButton role="checkbox" aria-checked={isDone} onClick={() => toggle(task)}>
                <ListItemIcon>
                  {isDone ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                </ListItemIcon>
                <ListItemText primary={task} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
