import * as React from 'react';
import Button from '@mui/material/Button';
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

export default function RouterButtons() {
  const [path, setPath] = React.useState('/material-ui/react-button');

  return (
    <NavigateContext.Provider value={setPath}>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/material-ui/react-button-group" variant="contained">
            Button group
          </Button>
          <Button component={RouterLink} to="/material-ui/react-pagination" variant="outlined">
            Pagination
          </Button>
        </Stack>
        <Typography variant="body2" role="status">
          Current route: <code>{path}</code>
        </Typography>
      </Stack>
    </NavigateContext.Provider>
  );
}
