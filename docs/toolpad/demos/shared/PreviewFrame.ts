/**
 * Preview helpers shared by the Toolpad Core demos of this site. They exist because the demos run
 * inside a documentation page rather than as a whole application; in your own app you need none
 * of them: render `AppProvider` at the root, with the router of your framework.
 *
 * - `PreviewFrame` draws the box an app renders in. `AppProvider` always renders Material UI's
 *   `CssBaseline`, whose global styles (on `html`, `body` and `*`) would restyle this page, so the
 *   frame drops global styles coming from inside it. It hands its children a (non-CSS-variables)
 *   Material UI theme in the page's light or dark mode: with such a theme `AppProvider` writes
 *   nothing on `<html>` and keeps the mode out of localStorage. Fixed-position parts of the
 *   layout (the mini sidebar's flyouts, the phone drawer and its backdrop, snackbars) stay inside
 *   the frame.
 * - `usePreviewRouter` is an in-memory router: navigation changes the preview, not the page URL.
 */
import * as React from 'react';
import {CacheProvider, withEmotionCache} from '@emotion/react';
import type {EmotionCache} from '@emotion/cache';
import {createTheme, useTheme, type Theme} from '@mui/material/styles';
import type {Navigate, Router} from '@toolpad/core/AppProvider';

type PaletteMode = 'light' | 'dark';

function subscribeToPageMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  return () => observer.disconnect();
}

const getPageMode = (): PaletteMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
const getServerPageMode = (): PaletteMode => 'light';

/** The docs page's colour mode, which the site keeps on `<html data-theme>`. */
function usePageMode(): PaletteMode {
  return React.useSyncExternalStore(subscribeToPageMode, getPageMode, getServerPageMode);
}

/**
 * Gives its subtree the page's emotion cache, minus global styles: component styles are inserted
 * as usual, while `<Global>` styles (CssBaseline's rules for `html`, `body` and `*`) are dropped.
 * Global `@keyframes`, which style nothing by themselves (inputs use them to detect autofill),
 * are kept.
 */
const WithoutGlobalStyles = withEmotionCache<{children?: React.ReactNode}>(function WithoutGlobalStyles(
  {children},
  cache,
) {
  const scopedCache = React.useMemo<EmotionCache>(
    () => ({
      ...cache,
      insert: (selector, serialized, sheet, shouldCache) =>
        selector === '' && !serialized.styles.trimStart().startsWith('@keyframes')
          ? ''
          : cache.insert(selector, serialized, sheet, shouldCache),
    }),
    [cache],
  );
  return React.createElement(CacheProvider, {value: scopedCache}, children);
});

export interface PreviewFrameProps {
  /**
   * Height of the frame in pixels. Set it for layouts that fill the window, such as
   * `DashboardLayout`; leave it out to let the content decide.
   */
  height?: number;
  /** Renders the app, given the theme to pass to `AppProvider`. */
  children: (theme: Theme) => React.ReactNode;
}

/** The box a Toolpad app renders in on this site (see the module comment). */
export function PreviewFrame({height, children}: PreviewFrameProps): React.ReactElement {
  const mode = usePageMode();
  // State rather than a ref: the drawer's portal must move into the frame once the frame exists.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const fontFamily = useTheme().typography.fontFamily;
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {mode},
        typography: {fontFamily},
        components: {
          // DashboardLayout's phone drawer is a modal: keep it in the frame, not in <body>.
          MuiDrawer: {defaultProps: {slotProps: {root: {container: frame}}}},
        },
      }),
    [mode, fontFamily, frame],
  );
  const body = theme.typography.body1;
  const style: React.CSSProperties = {
    position: 'relative',
    width: '100%',
    height,
    overflow: height === undefined ? undefined : 'hidden',
    // Makes the frame the containing block of position: fixed descendants.
    transform: 'translateZ(0)',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 8,
    backgroundColor: theme.palette.background.default,
    color: theme.palette.text.primary,
    colorScheme: mode,
    fontFamily: body.fontFamily,
    fontSize: body.fontSize,
    lineHeight: body.lineHeight,
    letterSpacing: body.letterSpacing,
  };
  return React.createElement(
    WithoutGlobalStyles,
    null,
    React.createElement('div', {ref: setFrame, style}, children(theme)),
  );
}

const PREVIEW_ORIGIN = 'https://preview.invalid';

type LinkProps = React.ComponentProps<NonNullable<Router['Link']>>;

function createPreviewLink(navigate: Navigate) {
  // Links point at `#/path`, so that opening one in a new tab stays on this page.
  return React.forwardRef<HTMLAnchorElement, LinkProps>(function PreviewLink({href, history, onClick, ...other}, ref) {
    const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(href, {history});
      onClick?.(event);
    };
    return React.createElement('a', {...other, ref, href: `#${href}`, onClick: handleClick});
  });
}

/**
 * An in-memory router for `AppProvider`: `pathname` and `searchParams` come from React state, and
 * `navigate` updates that state.
 */
export function usePreviewRouter(initialUrl = '/'): Router {
  const [url, setUrl] = React.useState(() => new URL(initialUrl, PREVIEW_ORIGIN));
  const [navigate] = React.useState<Navigate>(() => (to: string | URL) => {
    setUrl((current) => {
      const next = new URL(String(to), current);
      return next.href === current.href ? current : next;
    });
  });
  const [Link] = React.useState(() => createPreviewLink(navigate));
  return React.useMemo(
    () => ({pathname: url.pathname, searchParams: url.searchParams, navigate, Link}),
    [url, navigate, Link],
  );
}
