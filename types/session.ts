/**
 * Where the visitor's session stands. `expired`: a token was presented but can no longer be used;
 * `unreachable`: the API did not answer, so nothing is known and nothing is cleared.
 */
export type SessionStatus = 'active' | 'expired' | 'anonymous' | 'unreachable';
