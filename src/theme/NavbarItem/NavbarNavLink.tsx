// NavbarNavLink swizzle (wraps): the original, memoized.
//
// For an item with `html` (the product switcher's and the version menu's entries), the original
// passes a new `dangerouslySetInnerHTML` object on every render, and React 19 sets `innerHTML`
// again whenever that object changes, even to the same markup. The navbar re-renders right after
// hydration (the window size becomes known), so each of those entries was parsed and rebuilt in
// that commit: most of its time in a Lighthouse trace of a phone. An item's props are the plain
// values of its config, so a memoized link skips those re-renders; it still follows navigation,
// as the router link inside reads the location itself.
import {memo} from 'react';
import NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';

export default memo(NavbarNavLink);
