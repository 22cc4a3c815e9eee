import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { UploadCancelled, useUpload } from '@/hooks/useUpload';
import builderStyles from '@/components/campaigns/builder/builder.module.scss';
import { applyServerErrors, type FormStatus } from '@/components/forms/serverErrors';
import { useImportPlayersMutation } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { FieldMessages, useFieldAria } from '@/components/ui/Field';
import { TextField } from '@/components/ui/TextField';
import { UploadProgress } from '@/components/ui/UploadProgress';
import type { PlayerImportReport, PlayerImportType } from '@/types/players';
import { ImportReport } from './ImportReport';
import { PLAYER_MESSAGES, withFailureFallback } from './playerSelection';
import styles from './players.module.scss';

const IMPORT_TYPES: ReadonlyArray<{ value: PlayerImportType; label: string }> = [
  { value: 'players', label: 'Add these players' },
  { value: 'removed_players', label: 'Remove these players' },
];

interface UploadErrors {
  file?: string;
  type?: string;
}

interface Props {
  campaignId: number;
  targetGroupId: number;
}

/**
 * Uploads a CSV file of player hashes (one a line) that adds players to the selection or removes them
 * from it: checked against the 10 MB limit before it is sent, its progress shown while it travels,
 * then the server's report.
 */
export function PlayersCsvUpload({ campaignId, targetGroupId }: Props) {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importPlayers] = useImportPlayersMutation();
  const [type, setType] = useState<PlayerImportType>('players');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const typeAria = useFieldAria({ id: `${headingId}-type`, error: errors.type });
  const [formError, setFormError] = useState<string | undefined>();
  const upload = useUpload();
  const [result, setResult] = useState<{
    fileName: string;
    type: PlayerImportType;
    report: PlayerImportReport;
  }>();

  const fileProblem = (chosen: File | null) => {
    if (!chosen) return PLAYER_MESSAGES.noFile;
    return upload.tooLarge(chosen) ? PLAYER_MESSAGES.tooLarge(chosen.size) : undefined;
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setErrors({ file: chosen ? fileProblem(chosen) : undefined });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file);
    if (!file || problem) {
      setErrors({ file: problem });
      fileInput.current?.focus();
      return;
    }
    setErrors({});
    setFormError(undefined);
    setResult(undefined);
    try {
      const report = await upload.send((onProgress) =>
        importPlayers({ campaignId, targetGroupId, file, type, onProgress }),
      );
      setResult({ fileName: file.name, type, report });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (error instanceof UploadCancelled) return;
      applyServerErrors<UploadErrors>(
        error,
        withFailureFallback<UploadErrors>(error, {
          setErrors: (fieldErrors) => setErrors(fieldErrors as UploadErrors),
          setStatus: (status?: FormStatus) => setFormError(status?.formError),
        }),
        ['file', 'type'],
      );
    }
  };

  const { uploading } = upload;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Upload players from a CSV file
      </h4>
      <form noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        {formError && (
          <p className={`${styles.error} field-error`} role="alert">
            {formError}
          </p>
        )}
        <fieldset className={styles.choice} disabled={uploading} {...typeAria.ariaProps}>
          <legend className={styles.legend}>What the file does</legend>
          {IMPORT_TYPES.map((option) => (
            <label key={option.value} className={styles.radio}>
              <input
                type="radio"
                name="importType"
                value={option.value}
                checked={type === option.value}
                onChange={() => setType(option.value)}
              />
              {option.label}
            </label>
          ))}
          <FieldMessages controlId={typeAria.controlId} error={errors.type} />
        </fieldset>
        <TextField
          ref={fileInput}
          label="CSV file of player hashes"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hint="One player hash a line; a first line “hash” is skipped. Up to 10 MB."
          error={errors.file}
          disabled={uploading}
          onChange={onFileChange}
        />
        {upload.percent !== null && <UploadProgress percent={upload.percent} />}
        <div className={builderStyles.actions}>
          <Button type="submit" busy={uploading}>
            {uploading ? 'Uploading…' : 'Upload'}
          </Button>
          {uploading && (
            <Button variant="ghost" onClick={upload.cancel}>
              Cancel upload
            </Button>
          )}
        </div>
      </form>
      <div aria-live="polite" className="visually-hidden">
        {result &&
          `Upload finished: ${result.report.added} ${result.type === 'players' ? 'added' : 'removed'}.`}
      </div>
      {result && <ImportReport {...result} />}
    </section>
  );
}
