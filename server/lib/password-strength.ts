/**
 * Passwords anyone would try first: a small built-in list (the commonest passwords and the words they
 * are made of) and patterns (one character or chunk repeated, a keyboard or alphabet run). Not a
 * replacement for a breached-password service, but `aaaaaaaaaaaa` and `password1234` are refused.
 */
const COMMON_WORDS = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'pass',
  'qwerty',
  'qwertz',
  'azerty',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'q1w2e3r4',
  'qazwsx',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'root',
  'login',
  'iloveyou',
  'changeme',
  'secret',
  'master',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'hockey',
  'sunshine',
  'princess',
  'superman',
  'batman',
  'trustno1',
  'shadow',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'freedom',
  'whatever',
  'starwars',
  'computer',
  'internet',
  'abc123',
  'abcd1234',
  'test',
  'testing',
  'default',
  'guest',
  'casino',
  'backoffice',
  'poker',
  'jackpot',
  'summer',
  'winter',
  'spring',
  'autumn',
  'hello',
  'hellohello',
  'loveyou',
  'mypassword',
  'yourpassword',
  'newpassword',
  'qwer1234',
  'asdf1234',
]);

export const PASSWORD_STRENGTH_MESSAGES = {
  common: 'This password is too common.',
  guessable:
    'This password is too easy to guess: it repeats or follows a sequence. Mix several words or characters.',
} as const;

/** The password without digits and symbols at its ends: `Password2024!` → `password`. */
const core = (lowered: string) => lowered.replace(/^[^a-z]+|[^a-z]+$/g, '');

/** One chunk repeated (`aaaa…`, `abcabc…`, `passwordpassword`). */
const repeated = (text: string) => /^(.+?)\1+$/su.test(text);

/** Each character follows the one before on the keyboard row or in the alphabet or digits. */
const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];
function isRun(text: string): boolean {
  let steps = 0;
  for (let i = 1; i < text.length; i += 1) {
    const pair = text.slice(i - 1, i + 1);
    const reversed = [...pair].reverse().join('');
    if (ROWS.some((row) => `${row}${row[0]}`.includes(pair) || `${row}${row[0]}`.includes(reversed)))
      steps += 1;
  }
  return steps >= text.length - 2;
}

/** The problem with a password of acceptable length, if anyone would guess it. */
export function weakPasswordProblem(password: string): string | null {
  const lowered = password.normalize('NFKC').toLowerCase().trim();
  if (
    COMMON_WORDS.has(lowered) ||
    COMMON_WORDS.has(core(lowered)) ||
    COMMON_WORDS.has(lowered.replace(/[^a-z0-9@]/g, ''))
  )
    return PASSWORD_STRENGTH_MESSAGES.common;
  if (new Set(lowered).size < 4 || repeated(lowered) || isRun(lowered))
    return PASSWORD_STRENGTH_MESSAGES.guessable;
  return null;
}

/**
 * Python's `SequenceMatcher.quick_ratio`, which Django's UserAttributeSimilarityValidator uses: twice the
 * characters the two texts share (as multisets) over their total length.
 */
function sharedCharacterRatio(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const c of b) counts.set(c, (counts.get(c) ?? 0) + 1);
  let shared = 0;
  for (const c of a) {
    const left = counts.get(c) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(c, left - 1);
    }
  }
  const total = [...a].length + [...b].length;
  return total === 0 ? 1 : (2 * shared) / total;
}

/** Django's default: a password sharing 70 % of its characters with an attribute (or a word of it) is refused. */
const MAX_SIMILARITY = 0.7;

/**
 * Whether the password is too close to `value` (an e-mail address or a name), as Django's
 * UserAttributeSimilarityValidator decides: the whole value and each of its words, except a word far
 * shorter than the password (which cannot make it guessable).
 */
export function tooSimilar(password: string, value: string): boolean {
  const lowered = password.normalize('NFKC').toLowerCase();
  const whole = value.normalize('NFKC').toLowerCase().trim();
  if (whole === '') return false;
  const parts = [...whole.split(/[^\p{L}\p{N}_]+/u), whole].filter((part) => part !== '');
  return parts.some((part) => {
    const passwordLength = [...lowered].length;
    const partLength = [...part].length;
    const negligible =
      passwordLength >= 10 * partLength && partLength < (MAX_SIMILARITY / 2) * passwordLength;
    return !negligible && sharedCharacterRatio(lowered, part) >= MAX_SIMILARITY;
  });
}
