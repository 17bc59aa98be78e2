import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { openModalAtom } from '../shell/modals';
import { isLoggedInAtom } from './session';
import { Button } from '../ui/Button';
import { PageTitle } from '../ui/Page';
import { Panel } from '../ui/Panel';
import { vars } from '../theme/cssVariables';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.md};
  text-align: center;
`;

export interface LoginRequiredProps {
  /** Why a session is needed. */
  message: string;
  /** The login button's text. */
  actionLabel: string;
  /** Test id of the login button. */
  testId: string;
  /** panel: a bordered box; centered: bare, centred text. */
  variant?: 'panel' | 'centered';
  /** The page's heading, where the gate stands for a whole page (a centre) and nothing else names it. */
  title?: string;
  /** What a logged-in visitor sees. */
  children: ReactNode;
}

/** Shows `children` to a logged-in visitor; otherwise why a login is needed and a button that opens the login popup. */
export function LoginRequired({ message, actionLabel, testId, variant = 'panel', title, children }: LoginRequiredProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  if (loggedIn) return <>{children}</>;
  const Box = variant === 'panel' ? Panel : Centered;
  return (
    <Box>
      {title && <PageTitle>{title}</PageTitle>}
      <p>{message}</p>
      <Button onClick={() => openModal({ name: 'login' })} data-testid={testId}>
        {actionLabel}
      </Button>
    </Box>
  );
}
