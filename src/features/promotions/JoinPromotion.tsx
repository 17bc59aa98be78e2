/**
 * A promotion's state for the player and its one action (contract/promotionState.ts): join (or
 * apply again after a refusal) with an activity comment of at most 140 characters and up to 3 png
 * or jpg pictures of at most 5 MB each (compressed in the browser like the money pages' proofs),
 * or claim what was issued in the reward centre. A visitor is asked to log in first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import * as rewardCalls from '../../contract/calls/rewards';
import { commentProblems, PROMOTION_ACTION, PROMOTION_COMMENT, readPromotionState, type PromotionState } from '../../contract/promotionState';
import { readPromotionStates } from '../../contract/readers/rewards';
import { SESSION_QUERY } from '../../session/member';
import { tokenAtom } from '../../session/session';
import { useRequireLogin } from '../../session/useRequireLogin';
import { useShellLink } from '../../session/useShellLink';
import { LINK } from '../../shell/links';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { compressedDataUrl } from '../../ui/imageFile';
import { takeLostFocus } from '../../ui/lostFocus';
import { ErrorMessage } from '../../ui/StatusMessage';
import { vars } from '../../theme/cssVariables';
import { touchTarget } from '../../ui/touchTarget';

const Box = styled(Panel)`
  max-width: 960px;
  textarea { width: 100%; min-height: 80px; padding: ${vars.space.sm}; border-radius: ${vars.radius.sm}; border: 1px solid ${vars.color.border}; background: ${vars.color.surfaceSunken}; color: ${vars.color.text}; font: inherit; box-sizing: border-box; }
  label { display: grid; gap: 4px; color: ${vars.color.textMuted}; font-size: ${vars.fontSize.sm}; }
  input[type='file'] { ${touchTarget} }
`;

const StateLabel = styled.strong`
  display: inline-block;
  padding: 2px ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.border};
`;

const Problem = styled.span`
  color: ${vars.color.danger};
`;

function JoinForm({ promotionId, onJoined }: { promotionId: string; onJoined: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const problems = commentProblems(comment, files);
  // one request however fast the clicks; the button stays busy until the new state is in
  const join = useOneAtATime({
    mutationFn: async () => {
      const images = await Promise.all(files.map(compressedDataUrl));
      return call<unknown>(rewardCalls.joinPromotion, { body: { promotionId, comment: comment.trim(), images } });
    },
    onSuccess: onJoined,
  });
  function onFiles(e: ChangeEvent<HTMLInputElement>) {
    setFiles([...(e.target.files ?? [])]);
  }
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (problems.length === 0) join.run();
  }
  return (
    <form onSubmit={onSubmit} style={{ display: 'grid', gap: 8 }} data-testid="promo-join-form">
      <label>
        {t('promotionState.comment')}
        <textarea value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby="promo-comment-count" data-testid="promo-comment" />
      </label>
      <small id="promo-comment-count" data-testid="promo-comment-count">{t('promotionState.commentCount', { count: [...comment].length, max: PROMOTION_COMMENT.maxLength })}</small>
      <label>
        {t('promotionState.images', { max: PROMOTION_COMMENT.maxImages })}
        <input type="file" accept="image/png,image/jpeg" multiple onChange={onFiles} data-testid="promo-images" />
      </label>
      {problems.map((p) => (
        <Problem key={p} role="alert">{t(`promotionState.problem.${p}`, { max: PROMOTION_COMMENT.maxImages, length: PROMOTION_COMMENT.maxLength })}</Problem>
      ))}
      {join.isError && <ErrorMessage error={join.error} />}
      <Button type="submit" disabled={problems.length > 0} $busy={join.isPending} data-testid="promo-join">
        {t('promotionState.action.join')}
      </Button>
    </form>
  );
}

export function JoinPromotion({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const client = useQueryClient();
  const requireLogin = useRequireLogin();
  const rewardCenter = useShellLink(LINK.rewardCenter);
  // the state the player joined from: once the state has moved on, the form has gone (focus on its
  // button with it), and the new state takes focus
  const [joinedFrom, setJoinedFrom] = useState<PromotionState | null>(null);
  const states = useQuery({
    queryKey: ['rewards', 'promotionStates', token],
    queryFn: () => call<unknown>(rewardCalls.promotionStates).then(readPromotionStates),
    meta: SESSION_QUERY,
    enabled: token !== null,
  });
  if (token === null) {
    return (
      <Box>
        <Button onClick={() => requireLogin(() => undefined)} data-testid="promo-join-login">{t('promotionState.action.join')}</Button>
      </Box>
    );
  }
  if (states.isError) return <ErrorMessage error={states.error} onRetry={() => void states.refetch()} />;
  if (!states.data) return null;
  const state = states.data.get(promotionId) ?? readPromotionState(undefined);
  const action = PROMOTION_ACTION[state];
  return (
    <Box data-testid="promo-state" data-state={state}>
      <p key={state} ref={joinedFrom !== null && state !== joinedFrom ? takeLostFocus : undefined} data-testid="promo-state-now">
        {t('promotionState.yourState')} <StateLabel data-testid="promo-state-label">{t(`promotionState.label.${state}`)}</StateLabel>
      </p>
      <p>{t(`promotionState.hint.${state}`)}</p>
      {action === 'join' && (
        <JoinForm
          promotionId={promotionId}
          onJoined={() => {
            setJoinedFrom(state);
            return client.invalidateQueries({ queryKey: ['rewards'] });
          }}
        />
      )}
      {action === 'claim' && rewardCenter && (
        <Button onClick={rewardCenter.open} data-testid="promo-claim">{t('promotionState.action.claim')}</Button>
      )}
    </Box>
  );
}
