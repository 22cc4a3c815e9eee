import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

// The back-office shows times in the browser's zone or, when the casino runs it in UTC, in UTC:
// every date of the web app goes through this one dayjs, with the `utc` plugin extended once.
dayjs.extend(utc);

export { dayjs };
export type { Dayjs } from 'dayjs';
