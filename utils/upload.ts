/** Spec §5 and §9: the largest file that may be uploaded, 10 MB. */
export const UPLOAD_LIMIT_BYTES = 10485760;

/** How much of an upload has been sent, in whole percent (0 while the size is unknown). */
export const uploadPercent = ({ loaded, total }: { loaded: number; total?: number }): number =>
  total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
