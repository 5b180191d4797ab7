import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {parseLanguage, resolveLanguage, type Language} from './index';

/**
 * The page language from `?lang=`. The warning about an unsupported value is given in the
 * browser, once; the requested value itself is never rendered.
 */
export function useLanguage(): Language {
  const {search} = useLocation();
  useEffect(() => {
    resolveLanguage(search);
  }, [search]);
  return parseLanguage(search).language;
}
