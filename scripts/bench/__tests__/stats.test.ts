import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildTimeLine, firstVisitWeight, gzippedSize, median} from '../stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('firstVisitWeight', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const js = 'const x = 1;\n'.repeat(200);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/main.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/styles.css'), 'a{color:red}');

  it('sums the gzipped JS and CSS the page requested and counts every request', () => {
    const weight = firstVisitWeight(dir, [
      {url: 'http://localhost:1/assets/main.js', resourceType: 'Script'},
      {url: 'http://localhost:1/assets/styles.css', resourceType: 'Stylesheet'},
      {url: 'http://localhost:1/', resourceType: 'Document'},
      {url: 'http://localhost:1/img/logo.svg', resourceType: 'Image'},
    ]);
    const expected = zlib.gzipSync(js, {level: 9}).length + zlib.gzipSync('a{color:red}', {level: 9}).length;
    expect(weight).toEqual({jsCssGz: expected, requests: 4});
  });

  it('counts nothing for files outside the build', () => {
    expect(gzippedSize(dir, 'http://localhost:1/../../etc/passwd')).toBe(0);
    expect(gzippedSize(dir, 'https://cdn.example.com/missing.js')).toBe(0);
  });
});

describe('buildTimeLine', () => {
  it('gives both cold builds and their ratio', () => {
    expect(buildTimeLine({seconds: 44.64}, {seconds: 143.5})).toBe(
      'Cold build: 44.6 s with future.faster, 143.5 s without (3.21x).',
    );
  });

  it('names a failed build with its error, and still gives the other', () => {
    expect(buildTimeLine({seconds: 44.64}, {error: '[ERROR] Error: runtime.js: no table'})).toBe(
      'Cold build: with future.faster 44.6 s; without failed: [ERROR] Error: runtime.js: no table.',
    );
  });
});
