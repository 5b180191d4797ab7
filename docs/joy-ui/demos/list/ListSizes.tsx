import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Folder from '@mui/icons-material/Folder';
import Description from '@mui/icons-material/Description';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
      {sizes.map((size) => (
        <List
          key={size}
          size={size}
          variant="outlined"
          aria-label={`Files, size ${size}`}
          sx={{width: 200, flexGrow: 0, borderRadius: 'sm'}}>
          <ListItem>
            <ListItemDecorator>
              <Folder />
            </ListItemDecorator>
            Reports
          </ListItem>
          <ListItem>
            <ListItemDecorator>
              <Description />
            </ListItemDecorator>
            budget-{size}.csv
          </ListItem>
        </List>
      ))}
    </Stack>
  );
}
