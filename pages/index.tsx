import { Spinner } from '@/components/ui/Spinner';

/** The root path only redirects (spec §2): to the dashboard when signed in, else to the login page. */
export default function RootPage() {
  return <Spinner label="Redirecting" />;
}
