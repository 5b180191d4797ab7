import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {deriveDemoCode} from '../demoModule';
import {createDerivePool} from '../derivePool';

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Demo() {
  const [count, setCount] = React.useState<number>(0);
  return <Button onClick={() => setCount(count + 1)}>Clicked {count} times</Button>;
}
`;

describe('createDerivePool', () => {
  it('derives on a worker what deriveDemoCode derives here, many at once', async () => {
    const derive = createDerivePool();
    const sources = [DEMO, DEMO.replace('Clicked', 'Pressed')];
    const codes = await Promise.all(sources.map((source, index) => derive(source, `/Demo${index}.tsx`)));
    expect(codes).toEqual(await Promise.all(sources.map((source) => deriveDemoCode(source, 'Demo.tsx'))));
  });

  it('rejects a demo that does not parse, naming the file, and goes on with the next', async () => {
    const derive = createDerivePool();
    await expect(derive('export default function Demo() { return <div>; }', '/site/Broken.tsx')).rejects.toThrow(
      /^\/site\/Broken\.tsx: /,
    );
    await expect(derive(DEMO, '/site/Demo.tsx')).resolves.toMatchObject({tsSource: DEMO});
  });

  it('rejects what a dying worker held, and starts a new worker for the next request', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derive-pool-'));
    const workerFile = path.join(dir, 'worker.js');
    // Dies on its first request; the next worker answers.
    const marker = path.join(dir, 'died');
    fs.writeFileSync(
      workerFile,
      `const fs = require('node:fs');
const {parentPort} = require('node:worker_threads');
parentPort.on('message', ({id, source}) => {
  if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3); }
  parentPort.postMessage({id, code: {tsSource: source}});
});`,
    );
    const derive = createDerivePool(workerFile);
    await expect(derive('a', '/site/A.tsx')).rejects.toThrow(
      '/site/A.tsx: the demo code worker stopped (exit code 3).',
    );
    await expect(derive('b', '/site/B.tsx')).resolves.toEqual({tsSource: 'b'});
  });
});
