import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A tiny in-memory router standing in for react-router, TanStack Router, etc.
const LocationContext = React.createContext({pathname: '/reports', navigate: (_to: string) => {}});

const RouterLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink({href = '/', onClick, ...other}, ref) {
    const {navigate} = React.useContext(LocationContext);
    return (
      <a
        ref={ref}
        href={href}
        {...other}
        onClick={(event) => {
          onClick?.(event);
          const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (!event.defaultPrevented && event.button === 0 && !modified) {
            event.preventDefault();
            navigate(href);
          }
        }}
      />
    );
  },
);

const pages = [
  {href: '/reports', label: 'Overview'},
  {href: '/reports/sales', label: 'Sales'},
  {href: '/reports/traffic', label: 'Traffic'},
];

function SideNav() {
  const {pathname} = React.useContext(LocationContext);
  return (
    <List component="nav" aria-label="Reports" dense>
      {pages.map((page) => {
        const active = pathname === page.href;
        return (
          <ListItemButton
            key={page.href}
            component={RouterLink}
            href={page.href}
            // Visible state for sighted users, aria-current for assistive technologies.
            selected={active}
            aria-current={active ? 'page' : undefined}
          >
            <ListItemText primary={page.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

function Trail() {
  const {pathname} = React.useContext(LocationContext);
  const current = pages.find((page) => page.href === pathname);
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link component={RouterLink} href="/reports" underline="hover" color="inherit">
        Reports
      </Link>
      {current && current.href !== '/reports' && (
        <Typography aria-current="page" sx={{color: 'text.primary'}}>
          {current.label}
        </Typography>
      )}
    </Breadcrumbs>
  );
}

export default function ActiveStateNav() {
  const [pathname, navigate] = React.useState('/reports');
  const location = React.useMemo(() => ({pathname, navigate}), [pathname]);

  return (
    <LocationContext.Provider value={location}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
        <Paper variant="outlined" sx={{minWidth: 180}}>
          <SideNav />
        </Paper>
        <Stack spacing={1} sx={{flex: 1}}>
          <Trail />
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Current route: <code>{pathname}</code>
          </Typography>
        </Stack>
      </Stack>
    </LocationContext.Provider>
  );
}
