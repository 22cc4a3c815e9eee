import styles from './UploadProgress.module.scss';

interface Props {
  /** Percent sent, 0–100. */
  percent: number;
  /** Names the progress bar for assistive technology. */
  label?: string;
}

/** A file on its way: a progress bar with the percent sent, then "Processing…" while the server works. */
export function UploadProgress({ percent, label = 'Upload progress' }: Props) {
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span className={styles.percent} aria-hidden="true">
        {percent >= 100 ? 'Processing…' : `${percent}%`}
      </span>
    </div>
  );
}
