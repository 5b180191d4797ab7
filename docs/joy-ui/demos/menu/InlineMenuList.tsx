import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import MailIcon from '@mui/icons-material/Mail';
import ReportIcon from '@mui/icons-material/Report';

export default function InlineMenuList() {
  const [action, setAction] = React.useState<string>('nothing');

  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'flex-start', flexWrap: 'wrap'}}>
      <MenuList aria-label="Message actions" variant="outlined" sx={{minWidth: 200, borderRadius: 'sm'}}>
        <MenuItem onClick={() => setAction('Mark as unread')}>
          <ListItemDecorator>
            <MailIcon />
          </ListItemDecorator>
          Mark as unread
        </MenuItem>
        <MenuItem onClick={() => setAction('Archive')}>
          <ListItemDecorator>
            <ArchiveIcon />
          </ListItemDecorator>
          Archive
        </MenuItem>
        <MenuItem onClick={() => setAction('Report spam')}>
          <ListItemDecorator>
            <ReportIcon />
          </ListItemDecorator>
          Report spam
        </MenuItem>
      </MenuList>
      <Typography level="body-sm">Last action: {action}</Typography>
    </Stack>
  );
}
