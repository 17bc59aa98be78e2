/** Client preferences that are not the theme (theme lives in src/theme). */
import { atom } from 'jotai';

export const leftBarCollapsedAtom = atom(false);
export const mobileMenuOpenAtom = atom(false);
