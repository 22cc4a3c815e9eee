import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/Button';
import { FieldMessages } from '@/components/ui/Field';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { UploadProgress } from '@/components/ui/UploadProgress';
import { UploadCancelled, useUpload } from '@/hooks/useUpload';
import type { GalleryCategory, GalleryLibrary } from '@/types/gallery';
import { firstMessage, messageFromBody } from '@/utils/errors';
import { IMAGE_ACCEPT, imageFileProblem } from '@/utils/imageFiles';
import { useUploadPhotoMutation } from './api';
import styles from './imageLibrary.module.scss';

interface Props {
  library: GalleryLibrary;
  categories: readonly GalleryCategory[];
  /** The category the list shows: new photos go there unless another is chosen. */
  defaultCategory: string;
  onUploaded: (name: string) => void;
}

type Errors = Partial<Record<'photo' | 'name' | 'category' | 'form', string>>;

/**
 * Uploading a photo into the library: the file (checked for type and the 10 MB limit before it is
 * sent; the server reads the type from the bytes), an optional name and category, a progress bar and
 * a Cancel while it travels. What was chosen stays when the server refuses it.
 */
export function PhotoUpload({ library, categories, defaultCategory, onUploaded }: Props) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [uploadPhoto] = useUploadPhotoMutation();
  const upload = useUpload();
  const chosenCategory = category ?? (/^\d+$/.test(defaultCategory) ? defaultCategory : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ photo: 'Choose an image to upload.' });
    const problem = imageFileProblem(file);
    if (problem) return setErrors({ photo: problem });
    setErrors({});
    try {
      const photo = await upload.send((onProgress) =>
        uploadPhoto({
          file,
          name: name.trim() || undefined,
          category: chosenCategory ? Number(chosenCategory) : null,
          library,
          onProgress,
        }),
      );
      setFile(null);
      setName('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(photo.name);
    } catch (error) {
      if (error instanceof UploadCancelled) return;
      const body = (error as { data?: unknown }).data as Record<string, unknown> | undefined;
      const fieldErrors: Errors = {
        photo: firstMessage(body?.photo),
        name: firstMessage(body?.name),
        category: firstMessage(body?.category) ?? firstMessage(body?.library),
      };
      const onFields = Object.values(fieldErrors).some(Boolean);
      setErrors(onFields ? fieldErrors : { form: messageFromBody(body, 'The image could not be uploaded.') });
    }
  };

  return (
    <form
      className={styles.upload}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="upload-heading"
      noValidate
    >
      <h2 id="upload-heading">Upload a photo</h2>
      {errors.form && (
        <p role="alert" className={styles.refusal}>
          {errors.form}
        </p>
      )}
      <div className={styles.uploadFields}>
        <div className={styles.fileField}>
          <label htmlFor={fileId}>Image (PNG, JPEG, WebP or GIF, up to 10 MB)</label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={errors.photo ? `${fileId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors({});
            }}
            disabled={upload.uploading}
          />
          <FieldMessages controlId={fileId} error={errors.photo} />
        </div>
        <TextField
          label="Name (optional)"
          value={name}
          maxLength={255}
          onChange={(event) => setName(event.target.value)}
          hint="The file's name when left empty."
          error={errors.name}
          disabled={upload.uploading}
        />
        <SelectField
          label="Category"
          value={chosenCategory}
          onChange={(event) => setCategory(event.target.value)}
          error={errors.category}
          disabled={upload.uploading}
          options={[
            { value: '', label: 'No category' },
            ...categories.map((option) => ({ value: String(option.id), label: option.name })),
          ]}
        />
      </div>
      <div className={styles.uploadActions}>
        {upload.uploading ? (
          <>
            <UploadProgress percent={upload.percent ?? 0} label="Photo upload progress" />
            <Button variant="secondary" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </>
        ) : (
          <Button type="submit">Upload</Button>
        )}
      </div>
    </form>
  );
}
