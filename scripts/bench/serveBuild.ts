import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.join(SITE_DIR, 'build');

/** A server of the production build on localhost. */
export interface BuildServer {
  origin: string;
  /** Bytes written to the network so far, headers included, on every connection. */
  bytesSent: () => number;
  close: () => void;
}

/**
 * Serves build/ as a production host would: gzip-compressed, which `docusaurus serve` does not
 * do. Without compression a phone on Lighthouse's slow 4G downloads three times the bytes, and
 * the measurements describe no real deployment. Same URL handling as `docusaurus serve`
 * (clean URLs, trailing slashes as the site config has them).
 */
export async function serveBuild(port: number, buildDir: string = BUILD_DIR, host = 'localhost'): Promise<BuildServer> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const compress = compression();
  const server = http.createServer((request, response) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
      void serveHandler(request, response, {
        public: buildDir,
        cleanUrls: true,
        trailingSlash: true,
        directoryListing: false,
      });
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${actualPort}`,
    bytesSent: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
