import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hidden = [
  {label: 'Customization', href: '/material-ui/customization/how-to-customize'},
  {label: 'Theming', href: '/material-ui/customization/theming'},
  {label: 'Palette', href: '/material-ui/customization/palette'},
];

export default function CondensedWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;

  return (
    <>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="/material-ui/getting-started">
          Material UI
        </Link>
        <IconButton
          size="small"
          id="condensed-trail-button"
          aria-label="Show hidden levels"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'condensed-trail-menu' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}>
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Link underline="hover" color="inherit" href="/material-ui/customization/color">
          Color
        </Link>
        <Typography sx={{color: 'text.primary'}} aria-current="page">
          Dark mode
        </Typography>
      </Breadcrumbs>
      <Menu
        id="condensed-trail-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{list: {'aria-labelledby': 'condensed-trail-button'}}}>
        {hidden.map((item) => (
          <MenuItem key={item.label} component="a" href={item.href}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
