import { useId, useRef, useState, type ChangeEvent } from 'react';

import { UploadCancelled, useUpload } from '@/hooks/useUpload';
import { unreachableMessage } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { FieldMessages } from '@/components/ui/Field';
import { UploadProgress } from '@/components/ui/UploadProgress';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { ApiError } from '@/store/baseApi';
import type { GalleryPhoto } from '@/types/gallery';
import { firstMessage, messageFromBody } from '@/utils/errors';
import { PERMISSIONS } from '@/utils/permissions';
import { useUploadPhotoMutation } from './api';
import { GalleryPicker } from './GalleryPicker';
import styles from './gallery.module.scss';
import { IMAGE_ACCEPT, IMAGE_MESSAGES, imageFileProblem } from '@/utils/imageFiles';

export interface ImageFieldProps {
  label: string;
  name: string;
  /** The image's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/** What an upload's failure says at the field: the server's word on the file, or why it never arrived. */
function uploadFailure(error: unknown): string {
  const { status, data } = (error ?? {}) as ApiError;
  if (status === undefined) return unreachableMessage();
  const body = data as Record<string, unknown> | undefined;
  return firstMessage(body?.photo) ?? messageFromBody(body, IMAGE_MESSAGES.uploadFailed);
}

/**
 * An image chosen from the gallery or uploaded to it: the current image's preview (or "No image"),
 * "Choose from gallery", "Upload" (checked for type and the 10 MB limit before it is sent, with its
 * progress) and "Remove". An upload that fails leaves the current image as it was.
 */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const canUpload = useIsAllowed({ permissions: PERMISSIONS.addPhoto });
  const [uploadPhoto] = useUploadPhotoMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const upload = useUpload();
  const [uploadError, setUploadError] = useState<string>();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { uploading } = upload;
  const shownError = uploadError ?? error;
  const hint = canUpload ? 'PNG, JPEG, WebP or GIF, up to 10 MB.' : undefined;
  const describedBy = shownError ? `${baseId}-error` : hint ? `${baseId}-hint` : undefined;

  const choose = (url: string | null, said: string) => {
    setUploadError(undefined);
    setAnnouncement(said);
    onChange(url);
  };

  const onPhotoChosen = (photo: GalleryPhoto) => {
    setPickerOpen(false);
    choose(photo.photo, `${photo.name} chosen.`);
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix must still count as a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    setUploadError(problem);
    if (problem) return;
    try {
      const photo = await upload.send((onProgress) => uploadPhoto({ file, onProgress }));
      choose(photo.photo, `${photo.name} uploaded and chosen.`);
    } catch (failure) {
      if (!(failure instanceof UploadCancelled)) setUploadError(uploadFailure(failure));
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={styles.imageField}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.preview}>
        {value && brokenUrl !== value ? (
          // eslint-disable-next-line @next/next/no-img-element -- gallery images live on the API's host
          <img
            src={value}
            alt={`${label} preview`}
            className={styles.previewImage}
            onError={() => setBrokenUrl(value)}
          />
        ) : (
          <span className={styles.noImage}>{value ? IMAGE_MESSAGES.brokenPreview : 'No image'}</span>
        )}
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" disabled={uploading} onClick={() => setPickerOpen(true)}>
          Choose from gallery
        </Button>
        {canUpload && (
          <>
            <input
              ref={fileInput}
              type="file"
              name={name}
              accept={IMAGE_ACCEPT}
              aria-label={`${label}: image file to upload`}
              hidden
              onChange={(event) => void onFileChosen(event)}
            />
            <Button variant="secondary" busy={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? 'Uploading…' : 'Upload'}
            </Button>
          </>
        )}
        {value && (
          <Button variant="ghost" disabled={uploading} onClick={() => choose(null, `${label} removed.`)}>
            Remove
          </Button>
        )}
      </div>
      {upload.percent !== null && (
        <div className={styles.uploading}>
          <UploadProgress percent={upload.percent} label={`${label} upload progress`} />
          <Button variant="ghost" onClick={upload.cancel}>
            Cancel upload
          </Button>
        </div>
      )}
      <FieldMessages controlId={baseId} error={shownError} hint={hint} />
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {pickerOpen && (
        <GalleryPicker
          label={label}
          selectedUrl={value}
          onChoose={onPhotoChosen}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </div>
  );
}
