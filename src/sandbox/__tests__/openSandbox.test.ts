import {decompressFromBase64} from 'lz-string';
import {codeSandboxParameters, projectOf} from '../openSandbox';

const SANDBOX = {
  title: 'Basic Buttons',
  ts: {'package.json': '{}', 'src/App.tsx': 'export default function App() {}\n'},
  js: {'package.json': '{}', 'src/App.jsx': 'export default function App() {}\n'},
};

test("the reader's variant, with the file to open first", () => {
  expect(projectOf(SANDBOX, 'TS')).toEqual({files: SANDBOX.ts, entry: 'src/App.tsx'});
  expect(projectOf(SANDBOX, 'JS')).toEqual({files: SANDBOX.js, entry: 'src/App.jsx'});
});

test("the reader's edits replace the demo, and only it", () => {
  const {files} = projectOf(SANDBOX, 'JS', 'export default () => null;\n');
  expect(files).toEqual({'package.json': '{}', 'src/App.jsx': 'export default () => null;\n'});
  expect(SANDBOX.js['src/App.jsx']).toBe('export default function App() {}\n');
});

test("CodeSandbox's parameters decompress to the files, URL-safe and unpadded", () => {
  const parameters = codeSandboxParameters({'src/App.tsx': 'const a = "+/=?";\n'.repeat(40)});
  expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
  const json = decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
  expect(JSON.parse(json)).toEqual({
    template: 'node',
    files: {'src/App.tsx': {content: 'const a = "+/=?";\n'.repeat(40), isBinary: false}},
  });
});
