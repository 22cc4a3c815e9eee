import { useRouter } from 'next/router';

import { SetPasswordScreen } from '@/components/auth/SetPasswordScreen';

export default function ResetPasswordLinkPage() {
  const { uid, token } = useRouter().query;
  return <SetPasswordScreen mode="reset" uid={String(uid)} token={String(token)} />;
}
