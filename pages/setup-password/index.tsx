import { MissingLinkScreen } from '@/components/auth/MissingLinkScreen';

export default function SetupPasswordPage() {
  return <MissingLinkScreen title="Set up your password" />;
}
