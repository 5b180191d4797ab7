import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A tiny in-memory router standing in for react-router, TanStack Router, Next.js and the like.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {to: string};

// The router's link: a real <a href>, but plain left clicks navigate without reloading the page.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  {to, onClick, ...other},
  ref,
) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      {...other}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!event.defaultPrevented && event.button === 0 && !modified) {
          event.preventDefault();
          navigate(to);
        }
      }}
    />
  );
});

const routes = [
  {to: '/material-ui/react-breadcrumbs', label: 'Breadcrumbs'},
  {to: '/material-ui/react-tabs', label: 'Tabs'},
  {to: '/material-ui/react-pagination', label: 'Pagination'},
];

export default function RouterLinks() {
  const [path, setPath] = React.useState('/material-ui/react-link');

  return (
    <NavigateContext.Provider value={setPath}>
      <Stack spacing={2}>
        <Stack component="nav" aria-label="Navigation components" direction="row" spacing={3}>
          {routes.map((route) => (
            <Link
              key={route.to}
              component={RouterLink}
              to={route.to}
              underline="hover"
              aria-current={path === route.to ? 'page' : undefined}>
              {route.label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" role="status">
          Current route: <code>{path}</code>
        </Typography>
      </Stack>
    </NavigateContext.Provider>
  );
}
