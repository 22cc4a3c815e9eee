import { ErrorPage } from '@/components/errors/ErrorPage';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} />;
}
