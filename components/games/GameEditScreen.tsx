import * as yup from 'yup';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { ResourceFormScreen } from '@/components/kit/ResourceFormScreen';
import { useIsAllowed } from '@/hooks/usePermissions';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Game, GameChanges } from '@/types/games';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { gamesResourceApi } from './api';
import styles from './games.module.scss';

/** A game's fields as the casino names them in `availableGameEditableFields`, and how the form shows them. */
export const GAME_FIELDS = [
  { wire: 'name', key: 'name', label: 'Name' },
  { wire: 'image', key: 'image', label: 'Image URL' },
  { wire: 'provider', key: 'provider', label: 'Provider' },
  { wire: 'category', key: 'category', label: 'Category' },
  { wire: 'themes', key: 'themes', label: 'Themes', list: true },
  { wire: 'features', key: 'features', label: 'Features', list: true },
  { wire: 'device_types', key: 'deviceTypes', label: 'Device types', list: true },
] as const;

type FieldKey = (typeof GAME_FIELDS)[number]['key'];
type Values = Record<FieldKey, string>;

const schema = yup.object({
  name: yup.string().trim().max(255, 'Use at most 255 characters.').required('Enter a name.'),
  image: yup
    .string()
    .trim()
    .matches(/^(https?:\/\/\S+)?$/, 'Enter an address starting with http:// or https://, or leave it blank.'),
  provider: yup.string().trim().max(100, 'Use at most 100 characters.'),
  category: yup.string().trim().max(100, 'Use at most 100 characters.'),
  themes: yup.string(),
  features: yup.string(),
  deviceTypes: yup.string(),
});

const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

const toValues = (game: Game | undefined): Values => ({
  name: game?.name ?? '',
  image: game?.image ?? '',
  provider: game?.provider ?? '',
  category: game?.category ?? '',
  themes: game?.themes.join(', ') ?? '',
  features: game?.features.join(', ') ?? '',
  deviceTypes: game?.deviceTypes.join(', ') ?? '',
});

/** The changes of the fields the casino lets staff edit; the others are never sent (the API refuses them). */
export function gameChanges(values: Values, editable: readonly string[]): GameChanges {
  const changes: Record<string, unknown> = {};
  for (const field of GAME_FIELDS) {
    if (!editable.includes(field.wire)) continue;
    const text = values[field.key].trim();
    changes[field.key] =
      'list' in field ? splitList(text) : field.key === 'image' && text === '' ? null : text;
  }
  return changes as GameChanges;
}

/**
 * Spec §2 /games/edit: a game's fields, of which only the casino's `availableGameEditableFields` can be
 * changed (the others show disabled); `change_game` is needed to save.
 */
export function GameEditScreen({ id }: { id: number | undefined }) {
  const editable = useAppSelector(selectCasino)?.availableGameEditableFields ?? [];
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeGame });
  const readOnly = !canChange || editable.length === 0;
  return (
    <ResourceFormScreen<Game, Values, GameChanges>
      id={id}
      api={gamesResourceApi}
      noun="game"
      title={(game) => game?.name ?? 'Game'}
      backHref={routes.games.list()}
      schema={schema}
      initialValues={toValues}
      toBody={(values) => gameChanges(values, editable)}
      redirectTo={() => routes.games.list()}
      readOnly={readOnly}
    >
      {() => (
        <>
          {!readOnly && editable.length < GAME_FIELDS.length && (
            <p className={styles.muted}>The casino lets you change only some of a game&apos;s fields.</p>
          )}
          {GAME_FIELDS.map((field) => (
            <FormikTextField
              key={field.key}
              name={field.key}
              label={field.label}
              hint={'list' in field ? 'Separate values with commas.' : undefined}
              disabled={!editable.includes(field.wire)}
              autoComplete="off"
            />
          ))}
        </>
      )}
    </ResourceFormScreen>
  );
}
