import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

// In an app this CSS lives in a stylesheet; GlobalStyles keeps the example in one file.
const css = `
/* Never matches: the menu paper is rendered at the end of <body>, outside the toolbar. */
.portal-toolbar .MuiMenu-paper {
  border: 2px solid #c62828;
}
/* Matches: the class is put on the paper element itself through slotProps. */
.portal-menu-paper.MuiPaper-root {
  border: 2px solid #1565c0;
  border-radius: 12px;
  min-width: 180px;
}
`;

type MenuButtonProps = {label: string; paperClassName?: string};

function MenuButton({label, paperClassName}: MenuButtonProps) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <React.Fragment>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}>
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        slotProps={{
          paper: {className: paperClassName},
          list: {'aria-labelledby': buttonId},
        }}>
        <MenuItem onClick={close}>Profile</MenuItem>
        <MenuItem onClick={close}>Billing</MenuItem>
        <MenuItem onClick={close}>Sign out</MenuItem>
      </Menu>
    </React.Fragment>
  );
}

export default function PortalClassNames() {
  return (
    <Stack className="portal-toolbar" direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <GlobalStyles styles={css} />
      <MenuButton label="Descendant selector" />
      <MenuButton label="Class on the paper" paperClassName="portal-menu-paper" />
    </Stack>
  );
}
