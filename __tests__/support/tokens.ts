const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with the timing claims the web app reads (it never verifies signatures). */
export function makeToken({
  expiresIn,
  age = 0,
  userId = 1,
}: {
  expiresIn: number;
  age?: number;
  userId?: number;
}) {
  const now = Math.floor(Date.now() / 1000);
  return [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      token_type: 'access',
      user_id: userId,
      iat: now - age,
      exp: now + expiresIn,
      jti: Math.random(),
    }),
    'signature',
  ].join('.');
}
