import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState<string>('none yet');

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Dropdown>
        <MenuButton>Export</MenuButton>
        <Menu>
          <MenuItem onClick={() => setLastAction('CSV')}>As CSV</MenuItem>
          <MenuItem onClick={() => setLastAction('Excel')}>As Excel workbook</MenuItem>
          <MenuItem onClick={() => setLastAction('PDF')}>As PDF</MenuItem>
          <MenuItem disabled>As XML (not available)</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Last export: {lastAction}</Typography>
    </Stack>
  );
}
