/**
 * This API's calls beyond spec §7 that whole screens rest on. A backend built to the spec alone answers
 * them 404 (or 405): the screens then say so, and the side menu stops linking to them. Each is probed
 * once per session at the address given here, for one long-past day (anything but 404/405 means it exists).
 */
export const BACKEND_EXTENSIONS = {
  calendar: 'v1/reports/campaigns/calendar/',
  marketing: 'v1/reports/marketing/',
} as const;

export type BackendExtension = keyof typeof BACKEND_EXTENSIONS;

/** An answer that says the backend has no such call. */
export const isNotOffered = (error: unknown) => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 404 || status === 405;
};
