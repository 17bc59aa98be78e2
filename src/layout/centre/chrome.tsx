/**
 * The chrome the personal and the agent centre share: a head with the title and the close button,
 * a left menu (a scrolling row on phones) and the right pane, and one lazy component per page so a
 * page's chunk loads once however often it is opened.
 */
import { Suspense, useLayoutEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import type { PageLoader } from '../../shell/slots';
import { CountBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Page, PageTitle } from '../../ui/Page';
import { Loading } from '../../ui/Spinner';
import { lazyNow, loadedNow } from '../../state/rememberLoad';
import { EmptyState } from '../../ui/StatusMessage';
import { keepInRow } from '../../ui/rowScroll';
import { CentreBalance } from './CentreBalance';
import { centreDepth, closeSteps } from './centreHistory';
import { vars } from '../../theme/cssVariables';
import { touchTarget } from '../../ui/touchTarget';

export const Frame = styled(Page)`
  grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Head = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const Menu = styled.nav`
  display: grid;
  gap: ${vars.space.xs};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${vars.space.xs}; }
  @media (max-width: 768px) {
    ul { display: flex; overflow-x: auto; gap: ${vars.space.xs}; padding-bottom: ${vars.space.xs}; }
  }
`;

export const MenuLink = styled(Link)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
    border-color: ${vars.color.primary};
  }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  /* a 44 px touch target on a phone, where the menu is a sideways strip */
  ${touchTarget}
`;

export const Badge = styled(CountBadge)`
  margin-inline-start: ${vars.space.xs};
`;

export const Content = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

/** One lazy component per page id of a centre. */
export function lazyPages<Id extends string>(find: (id: Id) => { load: PageLoader } | undefined): (id: Id) => LazyExoticComponent<ComponentType> | null {
  const components = new Map<Id, LazyExoticComponent<ComponentType>>();
  return (id) => {
    const slot = find(id);
    if (!slot) return null;
    let component = components.get(id);
    if (!component) {
      // a page prefetched by the menu's hover or at boot renders in the pass that reveals it,
      // even the member info's urgent one, without its loading place (state/rememberLoad.ts)
      const { load } = slot;
      component = lazyNow(() => loadedNow(load)?.value, load);
      components.set(id, component);
    }
    return component;
  };
}

/**
 * The page id in the address under a centre's path, the depth of moves inside the centre, the
 * menu link's props for a page, and the close button's action (back to where the player was).
 */
export function useCentreLocation(base: string) {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const current = decodeURIComponent(pathname.slice(base.length + 1).split('/')[0] ?? '');
  const depth = centreDepth(state);
  function close() {
    const steps = closeSteps(depth, (window.history.state as { idx?: unknown } | null)?.idx);
    if (steps === null) navigate('/', { replace: true });
    else navigate(steps);
  }
  // moves inside the centre count, so the close button goes back past them
  const linkProps = (id: string) => ({
    state: { centreDepth: id === current ? depth : depth + 1 },
    replace: id === current,
    'aria-current': id === current ? ('page' as const) : undefined,
  });
  return { current, state, close, linkProps };
}

export interface CentreEntry<Id extends string> {
  id: Id;
  load: PageLoader;
  /** the count on the entry (0 or less: none) */
  badge?: number;
}

/**
 * A centre's frame: the title (the open page's name), the close button, the menu of the entries
 * with the balance above it, and the open page (else "not offered"). The centres draw it once the
 * wallets are known, so the balance box above the menu has its final rows.
 * `kind` names the centre's strings (`<kind>Centre.*`) and test ids (`<kind>-centre`, `<kind>-menu-<id>`).
 */
export function CentreFrame<Id extends string>({
  kind,
  entries,
  pathOf,
  location,
  PageComponent,
}: {
  kind: 'member' | 'agent';
  entries: ReadonlyArray<CentreEntry<Id>>;
  pathOf: (id: Id) => string;
  location: ReturnType<typeof useCentreLocation>;
  PageComponent: LazyExoticComponent<ComponentType> | null;
}) {
  const { t } = useTranslation();
  const strings = `${kind}Centre`;
  const { current, close, linkProps } = location;
  const open = entries.find((e) => e.id === current);
  const strip = useRef<HTMLUListElement>(null);
  // on a phone the menu is one sideways row: the open page's entry is brought into it (centred),
  // or a player deep-linked to the tenth page sees the first three and not where they are
  useLayoutEffect(() => {
    const row = strip.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && active) return keepInRow(row, active, 'centre');
  }, [current]);
  return (
    <Frame data-testid={`${kind}-centre`}>
      <Head>
        <PageTitle>{open ? t(`${strings}.pages.${open.id}`) : t(`${strings}.title`)}</PageTitle>
        <Button $variant="outline" $size="sm" onClick={close} data-testid={`${kind}-centre-close`}>
          {t(`${strings}.close`)}
        </Button>
      </Head>
      <Menu aria-label={t(`${strings}.menu`)}>
        <CentreBalance />
        <ul ref={strip} data-testid={`${kind}-menu`}>
          {entries.map((e) => (
            <li key={e.id}>
              <MenuLink
                to={pathOf(e.id)}
                {...linkProps(e.id)}
                data-testid={`${kind}-menu-${e.id}`}
                onPointerEnter={() => void e.load().catch(() => undefined)}
                onFocus={() => void e.load().catch(() => undefined)}
              >
                {t(`${strings}.pages.${e.id}`)}
                {(e.badge ?? 0) > 0 && <Badge>{e.badge}</Badge>}
              </MenuLink>
            </li>
          ))}
        </ul>
      </Menu>
      <Content>
        {PageComponent ? (
          <Suspense fallback={<Loading testId={`${kind}-page-loading`} />}>
            <PageComponent />
          </Suspense>
        ) : (
          <EmptyState>
            <span data-testid={`${kind}-page-unavailable`}>{t(`${strings}.unavailable`)}</span>
          </EmptyState>
        )}
      </Content>
    </Frame>
  );
}
