// Navbar swizzle (wraps): the browser's UI colours follow the brand palette, per colour scheme.
// The navbar's own styling is static CSS driven by the MUI theme's variables (src/css/custom.css).
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {BRAND_PALETTE} from '@site/src/branding/palette';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={BRAND_PALETTE.light.background.default}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BRAND_PALETTE.dark.background.default} />
      </Head>
      <Navbar {...props} />
    </>
  );
}
