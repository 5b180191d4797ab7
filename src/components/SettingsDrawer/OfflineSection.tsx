import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useProduct} from '@site/src/products/useProduct';
import {formatBytes, type OfflineBundle} from '@site/src/pwa/offlineBundle';
import {
  downloadBundle,
  loadBundle,
  offlineInstanceOf,
  offlineMessage,
  removeBundle,
  savedFiles,
} from '@site/src/pwa/offlineProducts';

type State =
  | {kind: 'loading'}
  | {kind: 'unavailable'; message: string}
  | {kind: 'idle'; bundle: OfflineBundle}
  | {kind: 'downloading'; bundle: OfflineBundle; done: number}
  | {kind: 'saved'; bundle: OfflineBundle}
  | {kind: 'failed'; bundle: OfflineBundle; message: string};

const HEADING_ID = 'settings-offline';

/** True where pages are served through the site's service worker (the production host only). */
function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
}

/**
 * "Offline reading" in the settings panel: downloads the current product's pages for reading
 * without a connection (src/pwa/offlineProducts.ts), with its size before, a progress bar during
 * and the space it uses after, and removes it. Shown where the service worker runs.
 */
export default function OfflineSection(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const {product} = useProduct();
  const instance = offlineInstanceOf(pathname, baseUrl);
  const [state, setState] = useState<State>({kind: 'loading'});
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!instance || !hasServiceWorker()) return undefined;
    let current = true;
    loadBundle(baseUrl, instance)
      .then(async (bundle) => {
        const held = await savedFiles(bundle);
        const complete = held === bundle.pages.length + bundle.assets.length;
        if (current) setState(complete ? {kind: 'saved', bundle} : {kind: 'idle', bundle});
      })
      .catch((error: unknown) => current && setState({kind: 'unavailable', message: offlineMessage(error)}));
    return () => {
      current = false;
      stop.current?.abort();
    };
  }, [baseUrl, instance]);

  if (!instance || !hasServiceWorker()) return null;

  const download = (bundle: OfflineBundle) => {
    const controller = new AbortController();
    stop.current = controller;
    setState({kind: 'downloading', bundle, done: 0});
    downloadBundle(bundle, (done) => setState({kind: 'downloading', bundle, done}), controller.signal).then(
      () => setState({kind: 'saved', bundle}),
      (error: unknown) =>
        setState(
          controller.signal.aborted ? {kind: 'idle', bundle} : {kind: 'failed', bundle, message: offlineMessage(error)},
        ),
    );
  };
  const remove = (bundle: OfflineBundle) => {
    void removeBundle(bundle.instance).then(() => setState({kind: 'idle', bundle}));
  };

  const pages = (bundle: OfflineBundle) => `${bundle.pages.length.toLocaleString('en')} pages`;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{mb: 3}}>
      <Typography
        id={HEADING_ID}
        component="h3"
        variant="overline"
        sx={{display: 'block', mb: 1, color: 'text.secondary'}}>
        Offline reading
      </Typography>
      {state.kind === 'loading' && <Typography variant="body2">Looking for what is saved…</Typography>}
      {state.kind === 'unavailable' && <Alert severity="warning">{state.message}</Alert>}
      {(state.kind === 'idle' || state.kind === 'failed') && (
        <>
          <Button variant="outlined" fullWidth onClick={() => download(state.bundle)}>
            {state.kind === 'failed' ? 'Try again' : `Make ${product.name} available offline`}
          </Button>
          <Typography variant="body2" sx={{mt: 1}}>
            {pages(state.bundle)}: {formatBytes(state.bundle.transferBytes)} to download,{' '}
            {formatBytes(state.bundle.bytes)} on this device.
          </Typography>
          {state.kind === 'failed' && (
            <Alert severity="error" sx={{mt: 1}}>
              {state.message}
            </Alert>
          )}
        </>
      )}
      {state.kind === 'downloading' && (
        <>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (state.done / Math.max(1, state.bundle.transferBytes)) * 100)}
            aria-label={`Downloading ${product.name}`}
          />
          <Typography variant="body2" role="status" sx={{mt: 1}}>
            {formatBytes(state.done)} of {formatBytes(state.bundle.transferBytes)}
          </Typography>
          <Button size="small" onClick={() => stop.current?.abort()} sx={{mt: 1}}>
            Stop
          </Button>
        </>
      )}
      {state.kind === 'saved' && (
        <>
          <Typography variant="body2" role="status">
            {product.name} is available offline: {pages(state.bundle)}, {formatBytes(state.bundle.bytes)} used on this
            device.
          </Typography>
          <Button variant="outlined" color="error" size="small" sx={{mt: 1}} onClick={() => remove(state.bundle)}>
            Remove from this device
          </Button>
        </>
      )}
    </Box>
  );
}
