import {useCallback} from 'react';
import {useColorScheme} from '@mui/material/styles';
import {useColorMode} from '@docusaurus/theme-common';
import {parseColorMode, type ColorMode} from './colorMode';

/** The chosen colour mode and its setter, keeping MUI and the Docusaurus chrome together. */
export function useColorModeChoice(): {mode: ColorMode; setMode: (mode: ColorMode) => void} {
  const muiColorScheme = useColorScheme();
  const {colorModeChoice, setColorMode} = useColorMode();
  const setMuiMode = muiColorScheme.setMode;
  const setMode = useCallback(
    (mode: ColorMode) => {
      // MUI persists the choice under `mui-mode`; Docusaurus only needs the effective colour.
      setMuiMode(mode);
      setColorMode(mode === 'system' ? null : mode);
    },
    [setMuiMode, setColorMode],
  );
  // Before hydration MUI does not know the stored mode yet; Docusaurus's choice came from the
  // pre-paint script, which read the same storage.
  return {mode: parseColorMode(muiColorScheme.mode ?? colorModeChoice ?? 'system'), setMode};
}
