/** The agent's affiliate links: make one for a player or an agent, copy it, show its QR, delete it. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { affiliateUrls, createAffiliateUrl, deleteAffiliateUrl } from '../../../contract/calls/agent';
import { readAffiliateLinks } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Actions, Note, Problem } from '../../../ui/formParts';
import { LazyQrCode } from '../../../ui/LazyQrCode';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useErrorText } from '../../../ui/StatusMessage';
import { useAgentQuery } from '../common';
import { vars } from '../../../theme/cssVariables';

const Link = styled(Panel)`
  display: grid;
  gap: ${vars.space.xs};
  code { overflow-wrap: anywhere; font-size: ${vars.fontSize.sm}; }
`;

export function AffiliateLinks({ create, list }: { create: boolean; list: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [qr, setQr] = useState<string | null>(null);
  const links = useAgentQuery(['links'], affiliateUrls, undefined, readAffiliateLinks, list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['agent', 'links'] });
  const make = useOneAtATime({ mutationFn: (type: number) => call<{ url?: string }>(createAffiliateUrl, { body: { type } }), onSuccess: refresh });
  const remove = useOneAtATime({ mutationFn: (id: string) => call(deleteAffiliateUrl, { body: { id } }), onSuccess: refresh });
  return (
    <>
      {create && (
        <Actions>
          <Button $variant="outline" $size="sm" $busy={make.isPending} onClick={() => make.run(0)} data-testid="agent-link-create-0">
            {t('agentCentre.register.linkPlayer')}
          </Button>
          <Button $variant="outline" $size="sm" $busy={make.isPending} onClick={() => make.run(2)} data-testid="agent-link-create-2">
            {t('agentCentre.register.linkAgent')}
          </Button>
        </Actions>
      )}
      {make.isError && <Problem role="alert">{errorText(make.error)}</Problem>}
      {!list && make.data?.url && (
        <Link>
          <code data-testid="agent-link-url">{make.data.url}</code>
          <CopyButton value={make.data.url} label={t('agentCentre.register.link')} />
        </Link>
      )}
      {list && (
        <QueryStatus query={links} isEmpty={(l) => l.length === 0} empty={t('agentCentre.register.noLinks')}>
          {(l) => (
            <>
              {l.map((link) => (
                <Link key={link.id} data-testid="agent-link">
                  <strong>{t(`agentCentre.register.type${link.type === 0 ? 'Player' : 'Agent'}`)}</strong>
                  <code data-testid="agent-link-url">{link.url}</code>
                  <Actions>
                    <CopyButton value={link.url} label={t('agentCentre.register.link')} testId="agent-link-copy" />
                    <Button $variant="ghost" $size="sm" aria-expanded={qr === link.id} onClick={() => setQr(qr === link.id ? null : link.id)} data-testid="agent-link-qr">
                      {t('agentCentre.register.qr')}
                    </Button>
                    <Button $variant="ghost" $size="sm" $busy={remove.isPending} onClick={() => remove.run(link.id)} data-testid="agent-link-delete">
                      {t('agentCentre.register.delete')}
                    </Button>
                  </Actions>
                  {qr === link.id && <LazyQrCode value={link.url} label={t('agentCentre.register.qrOf', { code: link.code })} testId="agent-link-qr-code" />}
                </Link>
              ))}
              {remove.isError && <Problem role="alert">{errorText(remove.error)}</Problem>}
            </>
          )}
        </QueryStatus>
      )}
      <Note>{t('agentCentre.register.linkNote')}</Note>
    </>
  );
}
