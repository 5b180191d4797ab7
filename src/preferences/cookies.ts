/** One year, in seconds: how long preference cookies live (design document). */
export const PREFERENCE_COOKIE_MAX_AGE = 31_536_000;

/** Longest cookie value worth reading; preference values are a few characters. */
const MAX_VALUE_LENGTH = 64;

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The value of cookie `name` in a `document.cookie` string, or undefined (also for junk). */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    return raw.length > MAX_VALUE_LENGTH ? undefined : safeDecode(raw);
  }
  return undefined;
}

/** A `document.cookie` assignment storing a preference site-wide for a year. */
export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
