import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');

/** A running `docusaurus serve` of the production build. */
export interface BuildServer {
  origin: string;
  close: () => void;
}

async function waitForServer(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`docusaurus serve exited with code ${child.exitCode}`);
    try {
      const response = await fetch(origin);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`docusaurus serve did not answer on ${origin} within ${timeoutMs} ms`);
}

/** Serves build/ on localhost; fails with the command to run when there is no build. */
export async function serveBuild(port: number): Promise<BuildServer> {
  if (!fs.existsSync(path.join(SITE_DIR, 'build/index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first.');
  }
  const child = spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', String(port)], {
    cwd: SITE_DIR,
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  const close = () => {
    // The server runs in its own process group: end npx and docusaurus together.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForServer(origin, child, 30_000);
  } catch (error) {
    close();
    throw error;
  }
  return {origin, close};
}
