import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The shape of an MUI X licence key (`@mui/x-license`'s generateLicense): the MD5 of the encoded
 * terms in 32 hex digits, then the terms in base64, which start with `O=` (`Tz0`, version 2 keys)
 * or `ORDER:` (`T1JERVI6`, version 1).
 */
const KEY_SHAPE = /[0-9a-f]{32}(?:Tz0|T1JERVI6)[A-Za-z0-9+/]{8,}={0,2}/g;

/** The key-shaped strings in a text. */
export function findLicenseKeys(text: string): string[] {
  return [...text.matchAll(KEY_SHAPE)].map((match) => match[0]);
}

/** Every file under a folder, recursively. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** The files of a git checkout (tracked and not ignored), as absolute paths. */
export function listRepositoryFiles(root: string): string[] {
  const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return String(output)
    .split('\0')
    .filter(Boolean)
    .map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file));
}

/** `file: key` for every key-shaped string in the files (a key is shown by its first 8 characters). */
export function scanForLicenseKeys(files: readonly string[], root: string): string[] {
  return files.flatMap((file) =>
    findLicenseKeys(fs.readFileSync(file, 'latin1')).map(
      (key) => `${path.relative(root, file)}: ${key.slice(0, 8)}...`,
    ),
  );
}
