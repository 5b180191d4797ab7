import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import ErrorDecoder from '@site/src/components/ErrorDecoder';

/** `/production-error/`: where the short error codes of MUI production builds are decoded. */
export default function ProductionErrorPage(): ReactNode {
  return (
    <Layout
      title="Production error decoder"
      description="The full text of a minified MUI production error, from the code and arguments in its link, and the list of every error code.">
      <main className="container margin-vert--lg">
        <h1>Production error decoder</h1>
        <ErrorDecoder />
      </main>
    </Layout>
  );
}
