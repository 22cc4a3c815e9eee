import { FALLBACK_ERROR_MESSAGE, messageFromBody } from '@/utils/errors';

/** Spec §8 messages, and this app's own for the changes the spec leaves unworded. */
export const CAMPAIGN_MESSAGES = {
  created: 'Campaign has been created successfully',
  templateSaved: 'The template has been saved.',
  saved: 'Campaign has been saved',
  cancelled: 'Campaign has been cancelled',
  notUpdated: 'Campaign has not been updated!',
  notPublished: 'Campaign has not been published:',
  scheduled: 'Campaign has been published and is scheduled',
  activated: 'Campaign has been published and is active',
  backToDraft: 'Campaign is a draft again',
  deleted: 'Campaign has been deleted',
} as const;

/** 'Campaign has not been updated!' followed by what the server said (a refused status, missing fields). */
export function notUpdatedMessage(error: unknown): string {
  const details = messageFromBody((error as { data?: unknown } | null)?.data, '');
  return details && details !== FALLBACK_ERROR_MESSAGE
    ? `${CAMPAIGN_MESSAGES.notUpdated} ${details}`
    : CAMPAIGN_MESSAGES.notUpdated;
}
