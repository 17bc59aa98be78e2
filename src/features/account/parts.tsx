/** Small building blocks of the account forms. */
import styled from 'styled-components';
import { vars } from '../../theme/cssVariables';
import { CheckRow as SharedCheckRow } from '../../ui/CheckRow';
import { touchLink, touchTarget } from '../../ui/touchTarget';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
`;

export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 42px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.button};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;
  &::placeholder { color: ${vars.color.textMuted}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &:disabled { opacity: 0.7; }
  ${touchTarget}
`;

export const InputRow = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  & > :first-child:not(:only-child) { flex: 0 0 72px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

/** The terms and remember-me rows: quieter, smaller text, with the terms' link in the link colour. */
export const CheckRow = styled(SharedCheckRow)`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  a { color: ${vars.color.link}; }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.warning};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  & > * { flex: 1 1 120px; }
`;

/** An input with a button or image beside it (SMS code, captcha). */
export const CodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.xs};
  & > :first-child { flex: 1 1 auto; min-width: 0; }
  & > button { flex: 0 0 auto; min-height: 42px; ${touchTarget} }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.link};
  text-decoration: underline;
  cursor: pointer;
  flex: 0 1 auto !important;
  &:disabled { opacity: 0.6; cursor: wait; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
  ${touchLink}
`;
