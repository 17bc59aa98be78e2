import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../../brand/context';
import { openModalAtom } from '../../state/modals';
import { isLoggedInAtom } from '../../state/session';
import { openCustomerService } from '../../ui/customerService';
import { HeadsetIcon } from '../icons';
import { MenuEntry } from './MenuEntry';
import { FlyoutButton, FlyoutList, ItemLabel } from './styles';

/** Customer service, platform messages, announcements and the help centre. */
export function ServiceEntry({ collapsed }: { collapsed: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openModal = useSetAtom(openModalAtom);
  const chatLink = brand.customerService.find((c) => c.type === 3);

  const items: Array<{ key: string; label: string; run: () => void }> = [
    {
      key: 'customerService',
      label: t('leftBar.service.customerService'),
      run: () => {
        if (chatLink) void openCustomerService(chatLink.path);
        else if (!loggedIn) openModal({ name: 'login' });
      },
    },
    {
      key: 'messages',
      label: t('leftBar.service.messages'),
      run: () => (loggedIn ? navigate('/?member=messageV2') : openModal({ name: 'login' })),
    },
    {
      key: 'announcements',
      label: t('leftBar.service.announcements'),
      run: () => openModal({ name: loggedIn ? 'announcement' : 'login' }),
    },
    {
      key: 'help',
      label: t('leftBar.service.helpCenter'),
      run: () => openModal({ name: 'help' }),
    },
  ];

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
              </FlyoutButton>
            </li>
          ))}
        </FlyoutList>
      )}
    />
  );
}
