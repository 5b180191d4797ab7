// The browser's BaseUrlIssueBanner (plugins/lean-base-url-banner): Docusaurus's renders nothing
// in the browser either; its inline script is in the server-rendered HTML only. Its stylesheet
// stays: it hides the banner that script inserts before the site's scripts have run.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function NoBaseUrlIssueBanner(): null {
  return null;
}
