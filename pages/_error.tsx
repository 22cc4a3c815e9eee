import type { NextPageContext } from 'next';

import { ErrorPage, type ErrorStatus } from '@/components/errors/ErrorPage';

interface Props {
  statusCode: ErrorStatus;
}

export default function ErrorRoute({ statusCode }: Props) {
  return <ErrorPage statusCode={statusCode} />;
}

ErrorRoute.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const code = res?.statusCode ?? err?.statusCode ?? 500;
  return { statusCode: ([401, 403, 404, 503] as const).find((known) => known === code) ?? 500 };
};
