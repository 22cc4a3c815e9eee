import { api, formatNow } from '../client';

/** An empty signed-in page: the store's one query is skipped, so nothing is asked of an API. */
export default function Empty() {
  const { data } = api.useMeQuery(undefined, { skip: true });
  return <main>{data ? formatNow() : null}</main>;
}
