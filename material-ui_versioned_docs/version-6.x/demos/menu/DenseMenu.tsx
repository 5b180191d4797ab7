import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';

const spacings = ['Single', '1.15', 'Double'];

export default function DenseMenu() {
  const [spacing, setSpacing] = React.useState<string>('1.15');

  return (
    <Paper sx={{width: 240, maxWidth: '100%'}}>
      <MenuList dense aria-label="Line spacing">
        {spacings.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === spacing}
            onClick={() => setSpacing(option)}
          >
            {option === spacing ? (
              <>
                <ListItemIcon>
                  <CheckIcon />
                </ListItemIcon>
                {option}
              </>
            ) : (
              <ListItemText inset>{option}</ListItemText>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText>Add space before paragraph</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText>Add space after paragraph</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
