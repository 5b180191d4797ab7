import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface Column {
  id: string;
  name: string;
}

// The catalogue order is the display order on both sides, whatever order items were moved in.
const allColumns: Column[] = [
  {id: 'date', name: 'Order date'},
  {id: 'customer', name: 'Customer'},
  {id: 'email', name: 'Email'},
  {id: 'country', name: 'Country'},
  {id: 'items', name: 'Items'},
  {id: 'subtotal', name: 'Subtotal'},
  {id: 'tax', name: 'Tax'},
  {id: 'shipping', name: 'Shipping'},
  {id: 'total', name: 'Total'},
  {id: 'status', name: 'Status'},
  {id: 'carrier', name: 'Carrier'},
  {id: 'tracking', name: 'Tracking number'},
];

const nameOf = (id: string) => allColumns.find((column) => column.id === id)?.name ?? id;

interface SideProps {
  title: string;
  ids: Set<string>;
  checked: Set<string>;
  onToggle: (id: string) => void;
}

function Side({title, ids, checked, onToggle}: SideProps) {
  const [query, setQuery] = React.useState('');
  const titleId = React.useId();
  const visible = allColumns.filter(
    (column) => ids.has(column.id) && column.name.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Paper variant="outlined" sx={{width: 230, p: 1.5}}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{mb: 1}}>
        {title} ({ids.size})
      </Typography>
      <TextField
        label={`Filter ${title.toLowerCase()}`}
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{htmlInput: {type: 'search'}}}
      />
      <List dense aria-labelledby={titleId} sx={{height: 220, overflow: 'auto', mt: 1}}>
        {visible.map((column) => {
          const isChecked = checked.has(column.id);
          return (
            <ListItem key={column.id} disablePadding>
              <ListItemButton role="checkbox" aria-checked={isChecked} onClick={() => onToggle(column.id)}>
                <ListItemIcon sx={{minWidth: 36}}>
                  {isChecked ? (
                    <CheckBoxIcon fontSize="small" color="primary" />
                  ) : (
                    <CheckBoxOutlineBlankIcon fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText primary={column.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
        {visible.length === 0 ? (
          <ListItem>
            <ListItemText secondary={ids.size === 0 ? 'No columns' : 'No match'} />
          </ListItem>
        ) : null}
      </List>
    </Paper>
  );
}

export default function SearchableTransferList() {
  const [shown, setShown] = React.useState<Set<string>>(() => new Set(['date', 'customer', 'total', 'status']));
  const [checked, setChecked] = React.useState<Set<string>>(() => new Set());
  const [announcement, setAnnouncement] = React.useState('');

  const hidden = new Set(allColumns.map((column) => column.id).filter((id) => !shown.has(id)));
  const checkedIn = (side: Set<string>) => [...checked].filter((id) => side.has(id));

  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (ids: string[], toShown: boolean) => {
    setShown((current) => {
      const next = new Set(current);
      ids.forEach((id) => (toShown ? next.add(id) : next.delete(id)));
      return next;
    });
    setChecked((current) => new Set([...current].filter((id) => !ids.includes(id))));
    // Read out by screen readers through the live region below.
    setAnnouncement(`${ids.map(nameOf).join(', ')} ${toShown ? 'added to' : 'removed from'} the report.`);
  };

  const toAdd = checkedIn(hidden);
  const toRemove = checkedIn(shown);

  return (
    <Stack spacing={1.5} sx={{alignItems: 'center'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'center'}}>
        <Side title="Available columns" ids={hidden} checked={checked} onToggle={toggle} />
        <Stack direction={{xs: 'row', sm: 'column'}} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            endIcon={<ChevronRightIcon />}
            disabled={toAdd.length === 0}
            onClick={() => move(toAdd, true)}>
            Add{toAdd.length > 0 ? ` ${toAdd.length}` : ''}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ChevronLeftIcon />}
            disabled={toRemove.length === 0}
            onClick={() => move(toRemove, false)}>
            Remove{toRemove.length > 0 ? ` ${toRemove.length}` : ''}
          </Button>
        </Stack>
        <Side title="Report columns" ids={shown} checked={checked} onToggle={toggle} />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {announcement}
      </Typography>
    </Stack>
  );
}
