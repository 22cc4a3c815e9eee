import { useState } from 'react';

import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { GalleryCategory, GalleryPhoto } from '@/types/gallery';
import { messageFromBody } from '@/utils/errors';
import { formatFileSize } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { useDeletePhotoMutation, useSetLoginImageMutation, useUpdatePhotoMutation } from './api';
import styles from './imageLibrary.module.scss';
import { NameDialog } from './NameDialog';

const PHOTO_NAME_MAX = 255;

type Action = { kind: 'rename' | 'move' | 'delete'; photo: GalleryPhoto };

interface Props {
  photos: GalleryPhoto[];
  categories: readonly GalleryCategory[];
  /** The admin library offers its photos as the login image; this is the current one's address. */
  loginImage?: { current: string | null };
  /** A newer page is on its way: the grid dims. */
  stale: boolean;
  onDone: (message: string) => void;
}

const refusalOf = (error: unknown) => messageFromBody((error as { data?: unknown }).data);

/** Moves a photo to another category of its library, or to none. */
function MoveDialog({
  photo,
  categories,
  onClose,
  onMoved,
}: {
  photo: GalleryPhoto;
  categories: readonly GalleryCategory[];
  onClose: () => void;
  onMoved: (category: string) => void;
}) {
  const [target, setTarget] = useState(photo.category ? String(photo.category.id) : '');
  const [error, setError] = useState<string | undefined>();
  const [updatePhoto, { isLoading }] = useUpdatePhotoMutation();
  const move = async () => {
    try {
      await updatePhoto({ id: photo.id, category: target ? Number(target) : null }).unwrap();
      onMoved(categories.find((category) => String(category.id) === target)?.name ?? 'no category');
      onClose();
    } catch (refusal) {
      setError(refusalOf(refusal));
    }
  };
  return (
    <Dialog open title={`Move ${photo.name}`} onClose={onClose}>
      <SelectField
        label="Category"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={error}
        options={[
          { value: '', label: 'No category' },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={isLoading} onClick={() => void move()}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The photos of a library as cards: the image, its name, category and size (spec §9: Bytes … TB), and
 * what may be done with it: rename, move, delete (asked first; a photo in use is refused with who uses
 * it), and in the admin library, use it as the login image.
 */
export function LibraryPhotos({ photos, categories, loginImage, stale, onDone }: Props) {
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changePhoto });
  const canDelete = useIsAllowed({ permissions: PERMISSIONS.deletePhoto });
  const canSetLogin = useIsAllowed({ permissions: PERMISSIONS.changeCasinoSettings });
  const [action, setAction] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [updatePhoto] = useUpdatePhotoMutation();
  const [deletePhoto, { isLoading: deleting }] = useDeletePhotoMutation();
  const [setLogin, { isLoading: settingLogin }] = useSetLoginImageMutation();
  const close = () => {
    setAction(null);
    setRefusal(null);
  };

  const remove = async (photo: GalleryPhoto) => {
    try {
      await deletePhoto(photo.id).unwrap();
      close();
      onDone(`${photo.name} has been deleted.`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const chooseLoginImage = async (photo: GalleryPhoto | null) => {
    try {
      await setLogin({ photo: photo?.id ?? null }).unwrap();
      onDone(photo ? `${photo.name} is now the login image.` : 'The login page has no image now.');
    } catch (error) {
      onDone(refusalOf(error));
    }
  };

  return (
    <>
      <ul
        className={[styles.photos, stale ? styles.stale : ''].join(' ')}
        aria-label="Photos"
        aria-busy={stale || undefined}
      >
        {photos.map((photo) => {
          const isLogin = loginImage?.current === photo.photo;
          return (
            <li key={photo.id} className={styles.photo} aria-labelledby={`photo-${photo.id}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- gallery images live on the API's host */}
              <img src={photo.photo} alt="" loading="lazy" className={styles.image} />
              <h3 id={`photo-${photo.id}`} className={styles.photoName}>
                {photo.name}
              </h3>
              <p className={styles.photoMeta}>
                {photo.category?.name ?? 'No category'} · {formatFileSize(photo.size)}
                {isLogin && <strong className={styles.badge}> · Login image</strong>}
              </p>
              <div className={styles.photoActions}>
                {canChange && (
                  <>
                    <Button
                      variant="ghost"
                      aria-label={`Rename ${photo.name}`}
                      onClick={() => setAction({ kind: 'rename', photo })}
                    >
                      Rename
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Move ${photo.name}`}
                      onClick={() => setAction({ kind: 'move', photo })}
                    >
                      Move
                    </Button>
                  </>
                )}
                {canDelete && (
                  <Button
                    variant="ghost"
                    aria-label={`Delete ${photo.name}`}
                    onClick={() => setAction({ kind: 'delete', photo })}
                  >
                    Delete
                  </Button>
                )}
                {loginImage && canSetLogin && (
                  <Button
                    variant="ghost"
                    busy={settingLogin}
                    // The name begins with the words shown, so speech control finds the button by them.
                    aria-label={`${isLogin ? 'Stop using as login image' : 'Use as login image'}: ${photo.name}`}
                    onClick={() => void chooseLoginImage(isLogin ? null : photo)}
                  >
                    {isLogin ? 'Stop using as login image' : 'Use as login image'}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {action?.kind === 'rename' && (
        <NameDialog
          title={`Rename ${action.photo.name}`}
          label="Photo name"
          initialName={action.photo.name}
          maxLength={PHOTO_NAME_MAX}
          submitLabel="Rename"
          onSave={(name) => updatePhoto({ id: action.photo.id, name }).unwrap()}
          onClose={close}
        />
      )}
      {action?.kind === 'move' && (
        <MoveDialog
          photo={action.photo}
          categories={categories}
          onClose={close}
          onMoved={(category) => onDone(`${action.photo.name} has been moved to ${category}.`)}
        />
      )}
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title={`Delete ${action?.photo.name ?? ''}?`}
        confirmLabel="Delete"
        danger
        busy={deleting}
        onCancel={close}
        onConfirm={() => action && void remove(action.photo)}
      >
        {refusal && (
          <span role="alert" className={styles.refusal}>
            {refusal}{' '}
          </span>
        )}
        A campaign or page still showing it would show a broken image.
      </ConfirmDialog>
    </>
  );
}
