import { useEffect, useState } from 'react';

import type { MfaSetup } from '@/types/api';
import styles from './AuthenticatorSetup.module.scss';

/** The QR code of a new authenticator secret, with the secret itself for typing in by hand. */
export function AuthenticatorSetup({ setup }: { setup: MfaSetup }) {
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    // Loaded here only: the sign-in page ships without the QR code library unless an enrolment needs it.
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(setup.otpauthUrl, { margin: 1, width: 200 }))
      .then((url) => active && setImage(url))
      .catch(() => active && setImage(null));
    return () => {
      active = false;
    };
  }, [setup.otpauthUrl]);

  return (
    <div className={styles.setup}>
      <p>Scan this code with an authenticator app (Google Authenticator, 1Password, Authy …):</p>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
        <img
          src={image}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className={styles.qr}
        />
      ) : (
        <div className={styles.qrPlaceholder} aria-hidden="true" />
      )}
      <p className={styles.manual}>
        Or enter this key by hand: <code aria-label="Secret key">{setup.secret}</code>
      </p>
    </div>
  );
}
