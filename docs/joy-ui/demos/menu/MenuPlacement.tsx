import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const placements = ['bottom-start', 'bottom', 'bottom-end', 'top-start', 'right-start', 'left-start'] as const;

export default function MenuPlacement() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, minmax(120px, 1fr))', gap: 1.5}}>
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton variant="soft" size="sm">
            {placement}
          </MenuButton>
          <Menu placement={placement} size="sm">
            <MenuItem>First item</MenuItem>
            <MenuItem>Second item</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
