/**
 * Every patch of upstream behaviour in the site (issue 33): what it does, which files of which
 * packages it replaces, transforms or reaches into, and the sha256 of each file's content the patch
 * was written against, grouped by what the patches act on, as their folders are under plugins/lean/
 * (routing, client, generated). `npm run check:upstream` (in `npm test`)
 * fails naming any file whose content changed. Upgrading Docusaurus: see the README ("Upgrading
 * Docusaurus"). The gain each patch measures is still to be added (issue 33, point 3).
 */
import type {UpstreamPatch} from '../checkPins';
import {ROUTING_PATCHES} from './routing';
import {CLIENT_PATCHES} from './client';
import {GENERATED_PATCHES} from './generated';

export const UPSTREAM_PATCHES: readonly UpstreamPatch[] = [...ROUTING_PATCHES, ...CLIENT_PATCHES, ...GENERATED_PATCHES];
