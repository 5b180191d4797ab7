// DocItem/Footer swizzle (wraps): adds "Was this page helpful?" under the original footer, which
// renders nothing on most pages (no tags, edit link or last-update date).
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
