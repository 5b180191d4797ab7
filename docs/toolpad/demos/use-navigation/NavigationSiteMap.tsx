import * as React from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {useActivePage} from '@toolpad/core/useActivePage';
import {useNavigation} from '@toolpad/core/useNavigation';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Sales'},
  {segment: 'orders', title: 'Orders'},
  {segment: 'customers', title: 'Customers'},
  {kind: 'divider'},
  {kind: 'header', title: 'Settings'},
  {
    segment: 'settings',
    title: 'Workspace',
    children: [
      {segment: 'members', title: 'Members'},
      {segment: 'billing', title: 'Billing'},
    ],
  },
];

interface SiteMapProps {
  items: Navigation;
  basePath: string;
  currentPath: string;
  onNavigate: (path: string) => void;
}

// Renders the navigation of AppProvider as a nested list of links.
function SiteMap({items, basePath, currentPath, onNavigate}: SiteMapProps) {
  return (
    <List dense disablePadding sx={{pl: basePath ? 2 : 0}}>
      {items.map((item, index) => {
        if (item.kind === 'header') {
          return (
            <ListSubheader key={index} disableGutters sx={{bgcolor: 'transparent', lineHeight: 2.5}}>
              {item.title}
            </ListSubheader>
          );
        }
        if (item.kind === 'divider') {
          return null;
        }
        const path = `${basePath}/${item.segment ?? ''}`;
        return (
          <ListItem key={path} disableGutters sx={{display: 'block'}}>
            <Link
              component="button"
              aria-current={path === currentPath ? 'page' : undefined}
              onClick={() => onNavigate(path)}>
              {item.title}
            </Link>
            {item.children ? (
              <SiteMap items={item.children} basePath={path} currentPath={currentPath} onNavigate={onNavigate} />
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}

function SiteMapPage({onNavigate}: {onNavigate: (path: string) => void}) {
  const navigation = useNavigation();
  const activePage = useActivePage();
  return (
    <nav aria-label="Site map">
      <SiteMap items={navigation} basePath="" currentPath={activePage?.path ?? ''} onNavigate={onNavigate} />
    </nav>
  );
}

export default function NavigationSiteMap() {
  const router = usePreviewRouter('/orders');

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <div style={{padding: 16}}>
            <Typography variant="body2" sx={{mb: 1}}>
              Current path: <code>{router.pathname}</code>
            </Typography>
            <SiteMapPage onNavigate={router.navigate} />
          </div>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
