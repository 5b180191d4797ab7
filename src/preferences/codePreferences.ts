import {isOneOf} from '../utils/isOneOf';

/** How demo code is styled (design document, "Visitor preferences"). */
export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

/** Language of demo code: TypeScript or JavaScript. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLING_COOKIE = 'codeStyling';
export const CODE_VARIANT_COOKIE = 'codeVariant';

export const DEFAULT_CODE_STYLING: CodeStyling = 'system';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** Longest hash worth inspecting; anything longer is not a link we made. */
const MAX_HASH_LENGTH = 2048;

function decodedHash(hash: string): string {
  if (hash.length > MAX_HASH_LENGTH) return '';
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** The code styling a hash asks for: the first of system/tailwind/css it mentions. */
export function getCodeStylingFromHash(hash: string): CodeStyling | undefined {
  const text = decodedHash(hash).toLowerCase();
  let best: {styling: CodeStyling; index: number} | undefined;
  for (const styling of CODE_STYLINGS) {
    const index = text.indexOf(styling);
    if (index !== -1 && (!best || index < best.index)) best = {styling, index};
  }
  return best?.styling;
}

/** The code variant a hash asks for: `.tsx` means TypeScript, `.js` JavaScript. */
export function getCodeVariantFromHash(hash: string): CodeVariant | undefined {
  const text = decodedHash(hash);
  if (text.endsWith('.tsx')) return 'TS';
  if (text.endsWith('.js')) return 'JS';
  return undefined;
}

/** Code styling: from the hash when it mentions one, else the cookie, else the default. */
export function parseCodeStyling(hash: string, cookie: string | undefined): CodeStyling {
  return getCodeStylingFromHash(hash) ?? (isOneOf(CODE_STYLINGS, cookie) ? cookie : DEFAULT_CODE_STYLING);
}

/** Code variant: from a hash ending `.tsx`/`.js`, else the cookie, else the default. */
export function parseCodeVariant(hash: string, cookie: string | undefined): CodeVariant {
  return getCodeVariantFromHash(hash) ?? (isOneOf(CODE_VARIANTS, cookie) ? cookie : DEFAULT_CODE_VARIANT);
}
