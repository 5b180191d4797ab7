import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Home from '@mui/icons-material/Home';

const sections = ['Home', 'Products', 'Pricing', 'Blog'];

export default function ListHorizontal() {
  const [current, setCurrent] = React.useState('Home');

  return (
    <nav aria-label="Site">
      <List orientation="horizontal" variant="outlined" sx={{'--List-padding': '4px', '--List-radius': '8px'}}>
        {/* A flat array, not fragments: the List marks its first and last child elements. */}
        {sections.flatMap((section, index) => [
          // A `ul` may only hold list items: hide the decorative divider from assistive technology.
          ...(index > 0 ? [<ListDivider key={`${section}-divider`} aria-hidden />] : []),
          <ListItem key={section}>
            <ListItemButton
              selected={current === section}
              aria-current={current === section ? 'page' : undefined}
              onClick={() => setCurrent(section)}>
              {section === 'Home' && (
                <ListItemDecorator>
                  <Home />
                </ListItemDecorator>
              )}
              {section}
            </ListItemButton>
          </ListItem>,
        ])}
      </List>
    </nav>
  );
}
