import type { MouseEvent } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { vars } from '../theme/cssVariables';
import { touchTarget } from './touchTarget';

export type ButtonVariant = 'primary' | 'accent' | 'ghost' | 'outline' | 'headerPrimary' | 'headerAccent' | 'headerOutline';

type ColourToken = keyof DefaultTheme['colors'];

/** A filled button: its rest, hover and active backgrounds and its label, as theme tokens. */
const filled = (rest: ColourToken, hover: ColourToken, active: ColourToken, label: ColourToken) => css`
  background: ${vars.color[rest]};
  color: ${vars.color[label]};
  &:hover:not(:disabled, [aria-busy='true']) { background: ${vars.color[hover]}; }
  &:active:not(:disabled, [aria-busy='true']) { background: ${vars.color[active]}; }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: filled('primary', 'primaryHover', 'primaryActive', 'primaryContrast'),
  accent: filled('accent', 'accentHover', 'accentActive', 'accentContrast'),
  // on the header bar, whose colour may be the primary's own (theme/deriveTheme.ts onHeader)
  headerPrimary: filled('headerPrimary', 'headerPrimaryHover', 'headerPrimaryActive', 'headerPrimaryText'),
  headerAccent: filled('headerAccent', 'headerAccentHover', 'headerAccentActive', 'headerAccentText'),
  outline: css`
    background: transparent;
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
    &:hover:not(:disabled, [aria-busy='true']) { border-color: ${vars.color.primary}; }
  `,
  // the page's text and border colours may vanish into the header bar: its own text colour reads there
  headerOutline: css`
    background: transparent;
    color: ${vars.color.headerText};
    border-color: ${vars.color.headerText};
    &:hover:not(:disabled, [aria-busy='true']) { border-color: ${vars.color.headerPrimary}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.text};
    &:hover:not(:disabled, [aria-busy='true']) { background: ${vars.color.surfaceRaised}; }
  `,
};

/** Each variant's rules under its own attribute, at the specificity of the button's class alone (`:where`), so a styled(Button) still overrides them. */
const variantRules = (Object.keys(variants) as ButtonVariant[]).map(
  (variant) => css`
    &:where([data-variant='${variant}']) {
      ${variants[variant]}
    }
  `,
);

/** A busy button's click: neither its handler nor, for a submit button, the form's submission. */
const ignoreClick = (event: MouseEvent) => event.preventDefault();

/**
 * Default the type through attrs so a button in a form never submits by accident. The variant,
 * size and width reach the CSS as attributes, not functions of the props: the rules are the same
 * for every button (static), so styled-components builds them once rather than on every render.
 *
 * `$busy`: a request the button sent is out. It does nothing and says so (aria-disabled,
 * aria-busy) but is not `disabled`: a disabled button loses focus to the page, so a keyboard or
 * screen-reader user would be thrown to the top and find nothing focused when the reply's message
 * shows. Pressing Enter in the form clicks its submit button, so that is ignored too.
 */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset'; $variant?: ButtonVariant; $block?: boolean; $size?: 'sm' | 'md'; $busy?: boolean }>(
  ({ type, $variant, $size, $block, $busy, onClick, ...rest }) => ({
    type: type ?? 'button',
    'data-variant': $variant ?? 'primary',
    'data-size': $size ?? 'md',
    'data-block': $block ? '' : undefined,
    'aria-disabled': $busy ? true : rest['aria-disabled'],
    'aria-busy': $busy ? true : rest['aria-busy'],
    onClick: $busy ? ignoreClick : onClick,
  }),
)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 1px solid transparent;
  border-radius: ${vars.radius.button};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  white-space: nowrap;
  width: auto;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:where([data-size='sm']) {
    min-height: 32px;
    padding: 0 ${vars.space.sm};
    font-size: ${vars.fontSize.sm};
  }
  &:where([data-block]) { width: 100%; }
  /* a 44 px touch target on a phone, the small size too (its words keep their size) */
  ${touchTarget}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { opacity: 0.55; cursor: progress; }
  ${variantRules}
`;
