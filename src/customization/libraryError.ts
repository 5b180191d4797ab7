import errorCodes from '../data/error-codes.json';
import {decodeErrorMessage, parseErrorQuery} from '../components/ErrorDecoder/decodeErrorMessage';

const MINIFIED = /^Minified MUI error #(\d+); visit (\S+) for the full message\.$/;

/**
 * The message of an error Material UI threw, readable in production too: production builds of the
 * library throw "Minified MUI error #9; visit …", which is decoded here with the site's error
 * catalogue (the same one /production-error/ uses). Unknown codes keep the minified text.
 */
export function libraryErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const minified = MINIFIED.exec(message);
  if (!minified) return message;
  let search = '';
  try {
    search = new URL(minified[2] ?? '').search;
  } catch {
    return message;
  }
  const {code, args} = parseErrorQuery(search);
  const decoded = decodeErrorMessage(errorCodes, code, args);
  return decoded.kind === 'decoded' ? decoded.message : message;
}
