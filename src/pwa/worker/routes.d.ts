// Types of ./routes.js (plain JavaScript: the service worker's build compiles .js files only).
export declare const CACHES: {
  readonly shell: string;
  readonly pages: string;
  readonly assets: string;
  readonly search: string;
};
export declare const OFFLINE_CACHE_PREFIX: string;
export declare const MAX_ENTRIES: {readonly pages: number; readonly assets: number; readonly search: number};
export declare const NETWORK_TIMEOUT_SECONDS: number;
export declare const OFFLINE_PATH: string;
export declare function isShellFile(file: string): boolean;
export declare function isShellRequest(pathname: string, baseUrl: string): boolean;
export declare function requestKind(
  pathname: string,
  baseUrl: string,
): 'asset' | 'image' | 'search-entry' | 'search-part' | null;
export declare function assetsOf(html: string, baseUrl: string): string[];
export declare function pageKey(url: string): string;
export declare function offlinePageUrl(baseUrl: string, requestedPath: string): string;
