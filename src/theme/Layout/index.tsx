// Layout swizzle (wraps): applies the visitor's language and text direction to every page.
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLanguage} from '@site/src/i18n/useLanguage';
import {usePreferences} from '@site/src/preferences/PreferencesProvider';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const language = useLanguage();
  const {direction} = usePreferences();
  return (
    <>
      {/* Rendered after the site defaults, so this head entry wins over `<html dir="ltr">`. */}
      <Head>
        <html lang={language} dir={direction} />
      </Head>
      <Layout {...props} />
    </>
  );
}
