// Navbar swizzle (wraps): MUI branding for the Docusaurus navbar, styled from the MUI theme.
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import GlobalStyles from '@mui/material/GlobalStyles';
import type {Theme} from '@mui/material/styles';

type Props = WrapperProps<typeof NavbarType>;

function navbarStyles(theme: Theme) {
  const palette = theme.vars?.palette;
  return {
    '.navbar': {
      boxShadow: 'none',
      borderBottom: `1px solid ${palette?.divider ?? theme.palette.divider}`,
      // No backdrop-filter: it would trap the fixed mobile sidebar inside the navbar's box.
      backgroundColor: palette ? `rgb(${palette.background.defaultChannel} / 0.96)` : theme.palette.background.default,
    },
    '.navbar__link, .navbar__item': {
      fontWeight: theme.typography.fontWeightMedium,
    },
  };
}

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <GlobalStyles styles={navbarStyles} />
      <Navbar {...props} />
    </>
  );
}
