import { getIn, useFormikContext } from 'formik';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import styles from '../mission/mission.module.scss';
import { PrizesEditor } from '../prizes/PrizesEditor';
import { nextPlace, type PlaceValues } from './competitionForm';

interface Props {
  /** The settings key: `tournament` or `race`. */
  field: 'tournament' | 'race';
  /** What one is called: a tournament's "Place", a race's "Position". */
  noun: 'Place' | 'Position';
  readOnly: boolean;
}

/**
 * Spec §3 places with lower and upper position and their prizes: from position 1, each right after
 * the one before (no overlap, no gap), each with its prizes.
 */
export function PlacesEditor({ field, noun, readOnly }: Props) {
  const { values, setFieldValue } = useFormikContext<object>();
  const name = `${field}.places`;
  const places: PlaceValues[] = getIn(values, name) ?? [];
  const plural = `${noun}s`;
  return (
    <section aria-labelledby={`${field}-places-title`} className={styles.tasks}>
      <h4 id={`${field}-places-title`} className={styles.subtitle}>
        {noun === 'Place' ? 'Places and prizes' : 'Positions and prizes'}
      </h4>
      {places.length === 0 && (
        <p className={styles.muted}>
          No {plural.toLowerCase()} yet: at least one, from position 1, is needed to publish.
        </p>
      )}
      <ol className={styles.taskList}>
        {places.map((place, index) => {
          const label = `${noun} ${index + 1}`;
          return (
            <li key={place.key} className={styles.task} aria-label={label}>
              <div className={styles.taskHeader}>
                <h5 className={styles.taskTitle}>{label}</h5>
                {!readOnly && (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      void setFieldValue(
                        name,
                        places.filter((_place, at) => at !== index),
                      )
                    }
                    aria-label={`Remove ${label.toLowerCase()}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
              <div className={styles.taskFields}>
                <div className={styles.row}>
                  <FormikTextField
                    name={`${name}.${index}.lowerPosition`}
                    label={`${label}: from position`}
                    type="number"
                    min={1}
                  />
                  <FormikTextField
                    name={`${name}.${index}.upperPosition`}
                    label={`${label}: to position`}
                    type="number"
                    min={1}
                  />
                </div>
                <PrizesEditor name={`${name}.${index}.prizes`} ownerLabel={label} />
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void setFieldValue(name, [...places, nextPlace(places)])}
          >
            Add a {noun.toLowerCase()}
          </Button>
        </div>
      )}
    </section>
  );
}
