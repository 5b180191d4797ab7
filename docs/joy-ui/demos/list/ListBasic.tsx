import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Mail from '@mui/icons-material/Mail';

const contacts = [
  {name: 'Amara Okafor', role: 'Product designer'},
  {name: 'Jonas Lindqvist', role: 'Backend engineer'},
  {name: 'Mei Tanaka', role: 'Engineering manager'},
];

export default function ListBasic() {
  const headingId = React.useId();

  return (
    <div>
      <Typography id={headingId} level="title-md" sx={{mb: 1}}>
        Team contacts
      </Typography>
      <List
        aria-labelledby={headingId}
        variant="outlined"
        sx={{maxWidth: 360, borderRadius: 'md', '--ListItemDecorator-size': '3.25rem'}}>
        {/* A flat array, not fragments: the List marks its first and last child elements. */}
        {contacts.flatMap((contact, index) => [
          // A `ul` may only hold list items: hide the decorative divider from assistive technology.
          ...(index > 0 ? [<ListDivider key={`${contact.name}-divider`} inset="startContent" aria-hidden />] : []),
          <ListItem
            key={contact.name}
            endAction={
              <IconButton size="sm" aria-label={`Email ${contact.name}`}>
                <Mail />
              </IconButton>
            }>
            <ListItemDecorator>
              <Avatar size="sm" aria-hidden>
                {contact.name.charAt(0)}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{contact.name}</Typography>
              <Typography level="body-xs">{contact.role}</Typography>
            </ListItemContent>
          </ListItem>,
        ])}
      </List>
    </div>
  );
}
