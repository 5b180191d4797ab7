import type {Theme} from '@mui/material/styles';
import type {Direction} from '../preferences/PreferencesProvider';
import {yieldToMain} from '../utils/yieldToMain';
import {createDocsTheme} from './theme';

const themes = new Map<Direction, Theme>();

/** One theme per direction for the whole page: every MUI island shares it. */
export function getDocsTheme(direction: Direction): Theme {
  let theme = themes.get(direction);
  if (!theme) {
    theme = createDocsTheme(direction);
    themes.set(direction, theme);
  }
  return theme;
}

/**
 * Builds the theme for `direction` in a task of its own (after `yieldBetween`), unless it exists.
 * Building it, both colour schemes as CSS variables, is ~10 ms of main thread on a desktop and ~40
 * ms on a mid-range phone: called ahead of hydration, it is no longer part of the render slice
 * that first needs it, which it made a long task.
 */
export async function prepareDocsTheme(direction: Direction, yieldBetween = yieldToMain): Promise<void> {
  if (themes.has(direction)) return;
  await yieldBetween();
  getDocsTheme(direction);
}
