import { DownloadButton } from '@/components/ui/DownloadButton';

interface Props {
  url: string;
  /** The file's name when the answer names none (spec §7: game_export.csv, player_export.csv). */
  fallbackName: string;
  /** The list's query: the export holds every row its filters and order match, not one page. */
  query: { limit: number; offset: number } & Record<string, unknown>;
  /** Parameters the export takes besides the list's (spec §7's export flag). */
  params?: Record<string, string | boolean>;
  children: string;
}

/** A list's export: the list's filters and order, no page, streamed with its progress shown. */
export function ListExportButton({ url, fallbackName, query, params, children }: Props) {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return (
    <DownloadButton url={url} fallbackName={fallbackName} request={{ params: { ...filters, ...params } }}>
      {children}
    </DownloadButton>
  );
}
