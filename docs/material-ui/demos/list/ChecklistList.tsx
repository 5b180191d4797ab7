import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
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
          const labelId = `checklist-${task.replace(/\s+/g, '-').toLowerCase()}`;
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
              <ListItemButton onClick={() => toggle(task)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={done.includes(task)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{input: {'aria-labelledby': labelId}}}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={task} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
