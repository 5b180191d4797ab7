import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  getCodeStylingFromHash,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import {notifyPreferencesChange} from '../analytics/events';
import {readCookie, serializePreferenceCookie} from './cookies';

/** Text direction of the page and of MUI components. */
export type Direction = 'ltr' | 'rtl';

/** The visitor preferences shared by the shell, the settings panel and the demos. */
export interface Preferences {
  direction: Direction;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setDirection: (direction: Direction) => void;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/**
 * Holds the visitor preferences. The first render uses the defaults, as the static HTML does;
 * the cookie and hash values are applied after hydration, so server and client markup agree.
 */
export function PreferencesProvider({children}: {children: ReactNode}): ReactNode {
  const [direction, setDirection] = useState<Direction>('ltr');
  const [codeVariant, setCodeVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setCodeStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);

  const setCodeVariant = useCallback((variant: CodeVariant) => {
    setCodeVariantState(variant);
    document.cookie = serializePreferenceCookie(CODE_VARIANT_COOKIE, variant);
    notifyPreferencesChange();
  }, []);

  const setCodeStyling = useCallback((styling: CodeStyling) => {
    setCodeStylingState(styling);
    document.cookie = serializePreferenceCookie(CODE_STYLING_COOKIE, styling);
    notifyPreferencesChange();
  }, []);

  useEffect(() => {
    const {hash} = window.location;
    setCodeVariantState(parseCodeVariant(hash, readCookie(document.cookie, CODE_VARIANT_COOKIE)));
    setCodeStylingState(parseCodeStyling(hash, readCookie(document.cookie, CODE_STYLING_COOKIE)));
    // A styling chosen by link is remembered, as if the visitor had picked it; otherwise the
    // cookie already says what it would write.
    const linked = getCodeStylingFromHash(hash);
    if (linked) setCodeStyling(linked);
  }, [setCodeStyling]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  const value = useMemo(
    () => ({direction, codeVariant, codeStyling, setDirection, setCodeVariant, setCodeStyling}),
    [direction, codeVariant, codeStyling, setCodeVariant, setCodeStyling],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** The visitor preferences; must be used below `PreferencesProvider` (src/theme/Root). */
export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) {
    throw new Error('usePreferences() must be used inside <PreferencesProvider> (see src/theme/Root.tsx).');
  }
  return preferences;
}
