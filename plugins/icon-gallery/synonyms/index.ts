import {SYNONYMS_A_TO_F} from './a-f';
import {SYNONYMS_G_TO_Z} from './g-z';

/**
 * Words a reader may type when looking for an icon that its name does not contain: "trash" for
 * Delete, "gear" for Settings. Written for this site; keys are base names (the filled theme's
 * component names) and every theme of the icon shares them. The table is split in two files by
 * first letter only to keep each file short. The build fails when a key is not an icon of the
 * installed package (catalog.ts); unit tests check that keys are sorted and that no word repeats
 * the icon's own name.
 */
export const ICON_SYNONYMS: Readonly<Record<string, readonly string[]>> = {...SYNONYMS_A_TO_F, ...SYNONYMS_G_TO_Z};
