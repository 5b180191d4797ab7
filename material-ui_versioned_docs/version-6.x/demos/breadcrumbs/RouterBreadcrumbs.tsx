import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A tiny in-memory router standing in for react-router, TanStack Router, Next.js and the like.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {to: string};

// The adapter: renders a real <a>, but hands plain left clicks to the router.
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

// Route titles; the breadcrumb trail is derived from the current path.
const titles: Record<string, string> = {
  '/material-ui': 'Material UI',
  '/material-ui/customization': 'Customization',
  '/material-ui/customization/palette': 'Palette',
  '/material-ui/customization/palette/dark-mode': 'Dark mode',
};

function Trail({path}: {path: string}) {
  const parts = path.split('/').filter(Boolean);
  const paths = parts.map((_part, index) => `/${parts.slice(0, index + 1).join('/')}`);

  return (
    <Breadcrumbs aria-label="breadcrumb">
      {paths.map((to, index) =>
        index === paths.length - 1 ? (
          <Typography key={to} sx={{color: 'text.primary'}} aria-current="page">
            {titles[to]}
          </Typography>
        ) : (
          <Link key={to} component={RouterLink} to={to} underline="hover" color="inherit">
            {titles[to]}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

export default function RouterBreadcrumbs() {
  const [path, setPath] = React.useState('/material-ui/customization/palette/dark-mode');

  return (
    <NavigateContext.Provider value={setPath}>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <Trail path={path} />
        {path !== '/material-ui/customization/palette/dark-mode' && (
          <Link component="button" onClick={() => setPath('/material-ui/customization/palette/dark-mode')}>
            Go back to the deepest page
          </Link>
        )}
        <Typography variant="body2" role="status">
          Current route: <code>{path}</code>
        </Typography>
      </Stack>
    </NavigateContext.Provider>
  );
}
