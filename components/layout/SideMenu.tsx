import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo } from 'react';

import { panelsClosed, selectOpenPanel } from '@/store/appSlice';
import { selectCasino, selectFeatureSettings, selectPermissions } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logOut } from '@/store/session';
import { knownPlatform } from '@/utils/platforms';
import { routes } from '@/utils/routes';
import { useMissingExtensions } from '@/hooks/useMissingExtensions';
import { Clock } from './Clock';
import { activeGroupId, buildMenu, visibleMenu } from './menu';
import styles from './SideMenu.module.scss';

export function SideMenu() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { pathname } = router;
  const open = useAppSelector(selectOpenPanel) === 'menu';
  const permissions = useAppSelector(selectPermissions);
  const casino = useAppSelector(selectCasino);
  const featureSettings = useAppSelector(selectFeatureSettings);
  const missingExtensions = useMissingExtensions();
  const groups = useMemo(
    () =>
      visibleMenu(buildMenu(), {
        permissions,
        platform: knownPlatform(casino?.platformCodename),
        featureSettings,
        missingExtensions,
      }),
    [permissions, casino?.platformCodename, featureSettings, missingExtensions],
  );
  const activeGroup = activeGroupId(groups, pathname);

  return (
    <>
      {open && (
        <div className={styles.backdrop} onClick={() => dispatch(panelsClosed())} aria-hidden="true" />
      )}
      <nav id="side-menu" className={[styles.menu, open ? styles.open : ''].join(' ')} aria-label="Main menu">
        {groups.map((group) => (
          <section
            key={group.id}
            className={[styles.group, group.id === activeGroup ? styles.activeGroup : ''].join(' ')}
            aria-labelledby={`menu-group-${group.id}`}
          >
            <h2 id={`menu-group-${group.id}`} className={styles.groupTitle}>
              {group.label}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => {
                const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
                return (
                  <li key={link.href + link.label}>
                    {/* Prefetched on intent, not all at load: a menu of links would fetch every page's code. */}
                    <Link
                      href={link.href}
                      prefetch={false}
                      onPointerEnter={() => void router.prefetch(link.href)}
                      onFocus={() => void router.prefetch(link.href)}
                      className={[styles.link, current ? styles.current : ''].join(' ')}
                      aria-current={current ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <div className={styles.smallScreenOnly}>
          <Clock className={styles.clock} />
          <Link href={routes.account()} prefetch={false} className={styles.link}>
            Your account
          </Link>
          <button type="button" className={styles.logout} onClick={() => void dispatch(logOut())}>
            Logout
          </button>
        </div>
      </nav>
    </>
  );
}
