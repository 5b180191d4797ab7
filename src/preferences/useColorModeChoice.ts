import {useCallback} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {COLOR_MODE_STORAGE_KEY, parseColorMode, type ColorMode} from './colorMode';

/**
 * The chosen colour mode and its setter. The choice is stored under `mui-mode` (read before
 * first paint by the inline script); Docusaurus's colour mode context applies it to
 * `<html data-theme>`, which Infima and MUI's CSS variables both follow, and tracks the OS
 * preference in system mode.
 */
export function useColorModeChoice(): {mode: ColorMode; setMode: (mode: ColorMode) => void} {
  const {colorModeChoice, setColorMode} = useColorMode();
  const setMode = useCallback(
    (mode: ColorMode) => {
      try {
        window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
      } catch {
        // Storage may be blocked: the choice still applies to this page.
      }
      setColorMode(mode === 'system' ? null : mode);
    },
    [setColorMode],
  );
  return {mode: parseColorMode(colorModeChoice ?? 'system'), setMode};
}
