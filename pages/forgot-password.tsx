import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
