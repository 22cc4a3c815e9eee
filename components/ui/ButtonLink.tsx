import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

import styles from './Button.module.scss';
import linkStyles from './ButtonLink.module.scss';

type Props = LinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & {
    variant?: 'primary' | 'secondary' | 'ghost';
  };

/** A link that looks like a Button: for actions that open another page ("Invite user", "Edit"). */
export function ButtonLink({ variant = 'primary', className, ...rest }: Props) {
  return (
    <Link
      className={[styles.button, styles[variant], linkStyles.link, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
