import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const path = [
  {label: 'Home', href: '/'},
  {label: 'Data Grid', href: '/x/react-data-grid/'},
  {label: 'Features', href: '/x/react-data-grid/features/'},
  {label: 'Filtering', href: '/x/react-data-grid/filtering/'},
];

export default function CollapsedBreadcrumbs() {
  const first = path[0];
  const hidden = path.slice(1, -1);
  const last = path[path.length - 1];

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {first ? (
        <Link color="neutral" href={first.href}>
          {first.label}
        </Link>
      ) : null}
      <Dropdown>
        <MenuButton
          size="sm"
          variant="plain"
          color="neutral"
          aria-label={`Show ${hidden.length} more levels`}
          sx={{minHeight: 0, px: 0.5}}>
          <MoreHorizIcon />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {hidden.map((item) => (
            <MenuItem key={item.href} component="a" href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      {last ? (
        <Link color="neutral" href={last.href}>
          {last.label}
        </Link>
      ) : null}
      <Typography aria-current="page">Server-side filtering</Typography>
    </Breadcrumbs>
  );
}
