// The production build made without MUI_X_LICENSE_KEY carries no MUI X licence key.
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {listFiles, scanForLicenseKeys} from '../scripts/secrets/licenseKeys';

const BUILD_DIR = path.join(__dirname, '../build');

test('a build without MUI_X_LICENSE_KEY has no licence key in its files', () => {
  test.skip(Boolean(process.env.MUI_X_LICENSE_KEY), 'this build was made with a licence key');
  const files = listFiles(BUILD_DIR).filter((file) => /\.(js|html|json|css|txt|map)$/.test(file));
  expect(files.some((file) => file.includes(`${path.sep}assets${path.sep}js${path.sep}`))).toBe(true);
  expect(scanForLicenseKeys(files, BUILD_DIR)).toEqual([]);
});
