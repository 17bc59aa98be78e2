/** Small building blocks of the account forms. */
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 42px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.7; }
`;

export const InputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  & > :first-child:not(:only-child) { flex: 0 0 72px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.primary}; }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * { flex: 1 1 120px; }
`;

/** An input with a button or image beside it (SMS code, captcha). */
export const CodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  & > :first-child { flex: 1 1 auto; min-width: 0; }
  & > button { flex: 0 0 auto; min-height: 42px; }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  flex: 0 1 auto !important;
  &:disabled { opacity: 0.6; cursor: wait; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;
