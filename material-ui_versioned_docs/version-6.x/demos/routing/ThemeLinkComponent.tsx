import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';

// A tiny in-memory router standing in for react-router, TanStack Router, etc.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

// The adapter: renders an <a>, but hands plain left clicks to the router.
const RouterLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink({href = '/', onClick, ...other}, ref) {
    const navigate = React.useContext(NavigateContext);
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

export default function ThemeLinkComponent() {
  const [path, setPath] = React.useState('/');
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiLink: {defaultProps: {component: RouterLink}},
          MuiButtonBase: {defaultProps: {LinkComponent: RouterLink}},
        },
      }),
    [outerTheme],
  );

  return (
    <NavigateContext.Provider value={setPath}>
      <ThemeProvider theme={theme}>
        <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Current route: <code>{path}</code>
          </Typography>
          <Stack direction="row" spacing={2} component="nav" aria-label="Main">
            <Link href="/">Home</Link>
            <Link href="/pricing">Pricing</Link>
            <Link href="/docs/getting-started">Docs</Link>
          </Stack>
          <Button variant="contained" href="/signup">
            Start free trial
          </Button>
        </Stack>
      </ThemeProvider>
    </NavigateContext.Provider>
  );
}
