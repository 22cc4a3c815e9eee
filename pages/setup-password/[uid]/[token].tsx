import { useRouter } from 'next/router';

import { SetPasswordScreen } from '@/components/auth/SetPasswordScreen';

export default function SetupPasswordLinkPage() {
  const { uid, token } = useRouter().query;
  return <SetPasswordScreen mode="setup" uid={String(uid)} token={String(token)} />;
}
