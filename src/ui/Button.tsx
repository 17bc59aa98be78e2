import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'ghost' | 'outline' | 'headerPrimary' | 'headerAccent' | 'headerOutline';

type ColourToken = keyof DefaultTheme['colors'];

/** A filled button: its rest, hover and active backgrounds and its label, as theme tokens. */
const filled = (rest: ColourToken, hover: ColourToken, active: ColourToken, label: ColourToken) => css`
  background: ${({ theme }) => theme.colors[rest]};
  color: ${({ theme }) => theme.colors[label]};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors[hover]}; }
  &:active:not(:disabled) { background: ${({ theme }) => theme.colors[active]}; }
`;

const variants = {
  primary: filled('primary', 'primaryHover', 'primaryActive', 'primaryContrast'),
  accent: filled('accent', 'accentHover', 'accentActive', 'accentContrast'),
  // on the header bar, whose colour may be the primary's own (theme/deriveTheme.ts onHeader)
  headerPrimary: filled('headerPrimary', 'headerPrimaryHover', 'headerPrimaryActive', 'headerPrimaryText'),
  headerAccent: filled('headerAccent', 'headerAccentHover', 'headerAccentActive', 'headerAccentText'),
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  `,
  // the page's text and border colours may vanish into the header bar: its own text colour reads there
  headerOutline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.headerText};
    border-color: ${({ theme }) => theme.colors.headerText};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.headerPrimary}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  `,
};

// React 19 ignores defaultProps on function components: default the type through attrs so a button in a form never submits by accident
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $block?: boolean;
  $size?: 'sm' | 'md';
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.button};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background-color 120ms ease, border-color 120ms ease;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${({ $variant = 'primary' }) => variants[$variant]}
`;
