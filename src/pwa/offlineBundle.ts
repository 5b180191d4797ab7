/**
 * The list of what one product's offline download holds (written by plugins/offline-bundles to
 * `offline/<instance>.json`, read by ./offlineProducts.ts), and formatting its sizes.
 */

/** One file of a download: its address, its size as stored, and as sent gzip. */
export interface OfflineFile {
  url: string;
  bytes: number;
  transferBytes: number;
}

export interface OfflineBundle {
  /** The docs instance (src/products/docsInstances.ts): `material-ui`, `x`... */
  instance: string;
  pages: OfflineFile[];
  assets: OfflineFile[];
  bytes: number;
  transferBytes: number;
}

/** True for a value of the shape of an {@link OfflineBundle} (a download list from the network). */
export function isOfflineBundle(value: unknown): value is OfflineBundle {
  const isFile = (file: unknown): file is OfflineFile =>
    typeof file === 'object' &&
    file !== null &&
    typeof (file as OfflineFile).url === 'string' &&
    Number.isFinite((file as OfflineFile).bytes) &&
    Number.isFinite((file as OfflineFile).transferBytes);
  const bundle = value as OfflineBundle;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof bundle.instance === 'string' &&
    Array.isArray(bundle.pages) &&
    bundle.pages.every(isFile) &&
    Array.isArray(bundle.assets) &&
    bundle.assets.every(isFile) &&
    Number.isFinite(bundle.bytes) &&
    Number.isFinite(bundle.transferBytes)
  );
}

/** A size for people: `820 KB`, `23.4 MB` (units of 1,024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
