import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { useDateTimeFormat } from '@/hooks/useDateFormat';

/** The 412 of an edit of a version changed since (the API's `If-Match` check). */
export interface ChangedMeanwhile {
  modified?: string;
  modifiedBy?: string | null;
}

export type ConflictChoice = 'reload' | 'overwrite' | 'keep';

/** Says who changed the campaign meanwhile, and when, and asks whether to reload it or overwrite theirs. */
export function ConflictDialog({
  conflict,
  choose,
}: {
  conflict: ChangedMeanwhile;
  choose: (choice: ConflictChoice) => void;
}) {
  const formatDate = useDateTimeFormat();
  return (
    <Dialog open title="Campaign changed meanwhile" onClose={() => choose('keep')}>
      <p>
        {conflict.modifiedBy ?? 'Someone'} changed this campaign
        {conflict.modified ? ` at ${formatDate(conflict.modified)}` : ''}, after you opened it. Reload it to
        see their changes (yours on this step are dropped), or overwrite their changes with yours.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={() => choose('reload')}>
          Reload
        </Button>
        <Button variant="danger" onClick={() => choose('overwrite')}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
