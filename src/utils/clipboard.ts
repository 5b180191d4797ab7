/** Both ways of copying failed: the page may not write to the clipboard. */
export class CopyNotAllowedError extends Error {
  constructor(cause?: unknown) {
    super('Copying to the clipboard is not allowed here.', {cause});
    this.name = 'CopyNotAllowedError';
  }
}

/** The two copy mechanisms a browser may offer; injectable for tests. */
export interface ClipboardEnvironment {
  /** The async Clipboard API (`navigator.clipboard.writeText`), when present. */
  writeText?: (text: string) => Promise<void>;
  /** The legacy `document.execCommand('copy')` on a temporary selection; true when it copied. */
  execCommandCopy: (text: string) => boolean;
}

function execCommandCopy(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off screen but selectable: a hidden element cannot hold a selection.
  textarea.style.position = 'fixed';
  textarea.style.insetBlockStart = '-9999px';
  document.body.appendChild(textarea);
  try {
    textarea.select();
    return document.execCommand('copy');
  } finally {
    textarea.remove();
  }
}

/** The browser's clipboard mechanisms. */
export function browserClipboard(): ClipboardEnvironment {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    writeText: clipboard ? (text) => clipboard.writeText(text) : undefined,
    execCommandCopy,
  };
}

/**
 * Copies `text`: the Clipboard API first, then `execCommand('copy')`. Rejects with
 * {@link CopyNotAllowedError} when neither works, so callers can show it instead of crashing.
 */
export async function copyText(text: string, environment: ClipboardEnvironment = browserClipboard()): Promise<void> {
  let firstError: unknown;
  if (environment.writeText) {
    try {
      await environment.writeText(text);
      return;
    } catch (error) {
      firstError = error;
    }
  }
  let copied = false;
  try {
    copied = environment.execCommandCopy(text);
  } catch (error) {
    firstError ??= error;
  }
  if (!copied) {
    throw new CopyNotAllowedError(firstError);
  }
}
