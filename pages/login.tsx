import { LoginScreen } from '@/components/auth/LoginScreen';

export default function LoginPage() {
  return <LoginScreen />;
}
