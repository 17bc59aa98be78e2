import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { FLAG } from '../../contract/flags';
import { BADGE, badgeCountsAtom, badgeText } from '../../shell/badges';
import { LINK } from '../../shell/links';
import { openModalAtom } from '../../shell/modals';
import { registeredModal } from '../../shell/slots';
import { chooseServiceEntry, openCustomerService } from '../../session/customerService';
import { memberAtom } from '../../session/session';
import { useShellLink } from '../../session/useShellLink';
import { HeadsetIcon } from '../icons';
import { MenuEntry } from './MenuEntry';
import { FlyoutButton, FlyoutList, HotBadge, ItemLabel } from './styles';

/**
 * Customer service (VIP service above rank 4, else live chat), platform messages, announcements
 * and the help centre: each entry only when the brand has a service entry or a feature serves
 * its page or dialog.
 */
export function ServiceEntry({ collapsed }: { collapsed: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const openModal = useSetAtom(openModalAtom);
  const member = useAtomValue(memberAtom);
  const service = chooseServiceEntry(brand.customerService, member?.clubLabel?.rankLevel ?? null);
  const messages = useShellLink(LINK.messages);
  const unread = useAtomValue(badgeCountsAtom)[BADGE.messages] ?? 0;

  const items: Array<{ key: string; label: string; run: () => void; count?: number }> = [];
  if (service) items.push({ key: 'customerService', label: t('leftBar.service.customerService'), run: () => void openCustomerService(service) });
  if (messages) items.push({ key: 'messages', label: t('leftBar.service.messages'), run: messages.open, count: unread });
  if (registeredModal('announcements')) items.push({ key: 'announcements', label: t('leftBar.service.announcements'), run: () => openModal({ name: 'announcements' }) });
  items.push({ key: 'help', label: t('leftBar.service.helpCenter'), run: () => openModal({ name: 'help' }) });
  if (registeredModal('feedback') && brand.flags[FLAG.FEEDBACK] === true) items.push({ key: 'feedback', label: t('leftBar.service.feedback'), run: () => openModal({ name: 'feedback' }) });

  return (
    <MenuEntry
      icon={<HeadsetIcon />}
      label={t('leftBar.service.title')}
      testId="menu-service"
      flyoutTestId="menu-flyout-service"
      collapsed={collapsed}
      flyout={(close) => (
        <FlyoutList>
          {items.map((item) => (
            <li key={item.key}>
              <FlyoutButton
                type="button"
                data-testid={`menu-service-${item.key}`}
                onClick={() => {
                  close();
                  item.run();
                }}
              >
                <ItemLabel>{item.label}</ItemLabel>
                {item.count ? <HotBadge data-testid={`menu-service-${item.key}-count`}>{badgeText(item.count)}</HotBadge> : null}
              </FlyoutButton>
            </li>
          ))}
        </FlyoutList>
      )}
    />
  );
}
