/**
 * Every patch of upstream behaviour in the site (issue 33): what it does, what it buys (`gain`,
 * measured with `npm run bench:patches` or, for main-thread time, where it was measured), which files
 * of which packages it replaces, transforms or reaches into, and the sha256 of each file's content
 * the patch was written against, grouped by what the patches act on, as their folders are under
 * plugins/lean/ (routing, client, generated). `npm run check:upstream` (in `npm test`) fails naming
 * any file whose content changed. Upgrading Docusaurus: see the README ("Upgrading Docusaurus").
 */
import type {ManifestPatch} from '../patchGain';
import {ROUTING_PATCHES} from './routing';
import {CLIENT_PATCHES} from './client';
import {GENERATED_PATCHES} from './generated';

export const UPSTREAM_PATCHES: readonly ManifestPatch[] = [...ROUTING_PATCHES, ...CLIENT_PATCHES, ...GENERATED_PATCHES];
