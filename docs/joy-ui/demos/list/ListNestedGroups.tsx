import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  {title: 'Getting started', pages: ['Installation', 'Usage', 'Templates']},
  {title: 'Components', pages: ['Button', 'Chip', 'List', 'Table']},
];

export default function ListNestedGroups() {
  const [open, setOpen] = React.useState(true);
  const groupId = React.useId();

  return (
    <Sheet variant="outlined" sx={{width: 280, borderRadius: 'md'}}>
      <List
        size="sm"
        aria-label="Documentation"
        sx={{'--List-padding': '8px', '--List-radius': '8px', '--List-nestedInsetStart': '0.75rem'}}>
        {sections.map((section) => (
          <ListItem key={section.title} nested>
            <ListSubheader>{section.title}</ListSubheader>
            <List>
              {section.pages.map((page) => (
                <ListItem key={page}>
                  <ListItemButton>{page}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
        <ListItem nested>
          <ListItemButton aria-expanded={open} aria-controls={groupId} onClick={() => setOpen(!open)}>
            Advanced
            <KeyboardArrowDown sx={{ml: 'auto', transform: open ? 'rotate(180deg)' : 'none'}} />
          </ListItemButton>
          {open && (
            <List id={groupId}>
              <ListItem>
                <ListItemButton>Theming</ListItemButton>
              </ListItem>
              <ListItem>
                <ListItemButton>Server rendering</ListItemButton>
              </ListItem>
            </List>
          )}
        </ListItem>
      </List>
    </Sheet>
  );
}
