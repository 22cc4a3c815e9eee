import Head from 'next/head';

export const PRODUCT_NAME = 'Back-office';

/** The browser tab's title for a page: "Users · Back-office". */
export function PageTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
    </Head>
  );
}
