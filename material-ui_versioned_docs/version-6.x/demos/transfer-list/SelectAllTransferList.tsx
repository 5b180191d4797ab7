import * as React from 'react';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const without = (a: string[], b: string[]) => a.filter((value) => !b.includes(value));
const within = (a: string[], b: string[]) => a.filter((value) => b.includes(value));

export default function SelectAllTransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState<string[]>(['Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka']);
  const [right, setRight] = React.useState<string[]>(['Farah', 'Gustav']);

  const toggle = (value: string) =>
    setChecked((current) => (current.includes(value) ? without(current, [value]) : [...current, value]));

  const toggleAll = (items: string[]) =>
    setChecked(within(checked, items).length === items.length ? without(checked, items) : [...without(checked, items), ...items]);

  const move = (from: string[], setFrom: (v: string[]) => void, to: string[], setTo: (v: string[]) => void) => {
    const moving = within(checked, from);
    setTo(to.concat(moving));
    setFrom(without(from, moving));
    setChecked(without(checked, moving));
  };

  const customList = (title: string, items: string[]) => {
    const count = within(checked, items).length;
    return (
      <Card variant="outlined" sx={{width: 210}}>
        <CardHeader
          avatar={
            <Checkbox
              onChange={() => toggleAll(items)}
              checked={count === items.length && items.length !== 0}
              indeterminate={count !== items.length && count !== 0}
              disabled={items.length === 0}
              slotProps={{input: {'aria-label': `Select all ${title.toLowerCase()}`}}}
            />
          }
          title={title}
          subheader={`${count}/${items.length} selected`}
        />
        <Divider />
        <List dense sx={{height: 220, overflow: 'auto'}} aria-label={title}>
          {items.map((value) => {
            const isChecked = checked.includes(value);
            return (
              <ListItem key={value} disablePadding>
                <ListItemButton role="checkbox" aria-checked={isChecked} onClick={() => toggle(value)}>
                  <ListItemIcon>
                    {isChecked ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                  </ListItemIcon>
                  <ListItemText primary={value} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Card>
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center', alignItems: 'center'}}>
      {customList('Candidates', left)}
      <Stack spacing={1}>
        <IconButton aria-label="Invite selected" onClick={() => move(left, setLeft, right, setRight)} disabled={within(checked, left).length === 0}><ChevronRightIcon /></IconButton>
        <IconButton aria-label="Remove selected" onClick={() => move(right, setRight, left, setLeft)} disabled={within(checked, right).length === 0}><ChevronLeftIcon /></IconButton>
      </Stack>
      {customList('Invited', right)}
    </Stack>
  );
}
