import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function IconMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{root: IconButton}}
        slotProps={{root: {variant: 'outlined', color: 'neutral'}}}
        aria-label="Actions for “Q3 roadmap”">
        <MoreVertIcon />
      </MenuButton>
      <Menu placement="bottom-end" size="sm">
        <MenuItem>
          <ListItemDecorator>
            <EditIcon />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopyIcon />
          </ListItemDecorator>
          Duplicate
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ShareIcon />
          </ListItemDecorator>
          Share
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger" variant="soft">
          <ListItemDecorator sx={{color: 'inherit'}}>
            <DeleteOutlineIcon />
          </ListItemDecorator>
          Delete
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
