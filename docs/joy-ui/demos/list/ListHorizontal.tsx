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
        {sections.map((section, index) => (
          <React.Fragment key={section}>
            {index > 0 && <ListDivider />}
            <ListItem>
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
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </nav>
  );
}
