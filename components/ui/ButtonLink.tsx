import Link, { type LinkProps } from 'next/link';
import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes } from 'react';

import styles from './Button.module.scss';
import linkStyles from './ButtonLink.module.scss';

type Props = LinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & {
    variant?: 'primary' | 'secondary' | 'ghost';
  };

/**
 * A link that looks like a Button: for actions that open another page ("Invite user", "Edit").
 * It prefetches its page on intent (hover, focus), as the side menu does: a list's row actions
 * would otherwise fetch the code of the page they open (its form library too) for every list.
 */
export function ButtonLink({
  variant = 'primary',
  className,
  href,
  onPointerEnter,
  onFocus,
  ...rest
}: Props) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === 'string') void router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      className={[styles.button, styles[variant], linkStyles.link, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
