import {ARCHIVED_VERSIONS, type ArchivedVersion} from '../../src/products/archivedVersions';

/**
 * The packages an archived version's demos import, each installed under an npm alias
 * (package.json: `"@mui/material-v6": "npm:@mui/material@6.5.0"`): package -> alias, by version name.
 */
export const ARCHIVED_PACKAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '6.x': {
    '@mui/material': '@mui/material-v6',
    '@mui/icons-material': '@mui/icons-material-v6',
    '@mui/lab': '@mui/lab-v6',
    '@mui/system': '@mui/system-v6',
  },
};

/** The archived versions of a docs instance. */
export function archivedVersionsOf(instanceId: string): readonly ArchivedVersion[] {
  return ARCHIVED_VERSIONS.filter((version) => version.instanceId === instanceId);
}
