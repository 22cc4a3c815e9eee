import { MissingLinkScreen } from '@/components/auth/MissingLinkScreen';

export default function ResetPasswordPage() {
  return <MissingLinkScreen title="Choose a new password" />;
}
