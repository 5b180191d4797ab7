import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const without = (a: string[], b: string[]) => a.filter((value) => !b.includes(value));
const within = (a: string[], b: string[]) => a.filter((value) => b.includes(value));

export default function BasicTransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState<string[]>(['Analytics', 'Billing', 'Calendar', 'Chat']);
  const [right, setRight] = React.useState<string[]>(['Files', 'Reports']);

  const leftChecked = within(checked, left);
  const rightChecked = within(checked, right);

  const toggle = (value: string) => () => {
    setChecked((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );
  };

  const moveRight = (items: string[]) => {
    setRight(right.concat(items));
    setLeft(without(left, items));
    setChecked(without(checked, items));
  };

  const moveLeft = (items: string[]) => {
    setLeft(left.concat(items));
    setRight(without(right, items));
    setChecked(without(checked, items));
  };

  const customList = (items: string[], label: string) => (
    <Paper variant="outlined" sx={{width: 200, height: 230, overflow: 'auto'}}>
      <List dense aria-label={label}>
        {items.map((value) => {
          const isChecked = checked.includes(value);
          return (
            <ListItem key={value} disablePadding>
              {/* The row is the checkbox; the box is a drawing, so no control sits inside another. */}
              <ListItemButton role="checkbox" aria-checked={isChecked} onClick={toggle(value)}>
                <ListItemIcon>
                  {isChecked ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                </ListItemIcon>
                <ListItemText primary={value} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center', alignItems: 'center'}}>
      {customList(left, 'Available modules')}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" onClick={() => moveRight(left)} disabled={left.length === 0} aria-label="Move all right">≫</Button>
        <Button variant="outlined" size="small" onClick={() => moveRight(leftChecked)} disabled={leftChecked.length === 0} aria-label="Move selected right">&gt;</Button>
        <Button variant="outlined" size="small" onClick={() => moveLeft(rightChecked)} disabled={rightChecked.length === 0} aria-label="Move selected left">&lt;</Button>
        <Button variant="outlined" size="small" onClick={() => moveLeft(right)} disabled={right.length === 0} aria-label="Move all left">≪</Button>
      </Stack>
      {customList(right, 'Enabled modules')}
    </Stack>
  );
}
