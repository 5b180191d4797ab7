// Compiles MDX files with @mdx-js/mdx (ESM-only, so Jest cannot load it: the tests run this
// in a child Node process). Like Docusaurus, it takes the front matter off before compiling.
// Prints a JSON array of {file, message} for the files that fail.
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

const failures = [];
for (const file of process.argv.slice(2)) {
  try {
    const content = await readFile(file, 'utf8');
    await compile(content.replace(FRONT_MATTER, ''));
  } catch (error) {
    failures.push({file, message: String(error)});
  }
}
process.stdout.write(JSON.stringify(failures));
