import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A tiny in-memory router standing in for react-router, TanStack Router, Next.js and the like.
const RouterContext = React.createContext<{search: string; navigate: (to: string) => void}>({
  search: '',
  navigate: () => {},
});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {to: string};

// The adapter: renders a real <a>, but hands plain left clicks to the router.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  {to, onClick, ...other},
  ref,
) {
  const {navigate} = React.useContext(RouterContext);
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

const basePath = '/material-ui/react-pagination';

function Results() {
  const {search} = React.useContext(RouterContext);
  // The URL is the single source of truth for the current page.
  const page = Number(new URLSearchParams(search).get('page') ?? '1');

  return (
    <Stack spacing={2}>
      <Pagination
        count={8}
        page={page}
        aria-label="Search results pages"
        renderItem={(item) => (
          <PaginationItem
            component={RouterLink}
            to={`${basePath}${item.page === 1 ? '' : `?page=${item.page}`}`}
            {...item}
          />
        )}
      />
      <Typography variant="body2" role="status">
        Current URL: <code>{`${basePath}${search}`}</code>
      </Typography>
    </Stack>
  );
}

export default function RouterPagination() {
  const [search, setSearch] = React.useState('?page=3');
  const router = React.useMemo(
    () => ({search, navigate: (to: string) => setSearch(to.slice(basePath.length))}),
    [search],
  );

  return (
    <RouterContext.Provider value={router}>
      <Results />
    </RouterContext.Provider>
  );
}
