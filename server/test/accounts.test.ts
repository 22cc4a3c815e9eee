import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { loadConfig } from '../config';
import { ACCOUNT_MESSAGES, encodeUid, hashToken, MAX_RESET_MAILS_PER_HOUR } from '../services/accounts';
import { REDACTED } from '../services/mail';
import {
  type AuthedInject,
  build,
  buildWithAdminAndViewer,
  createUser,
  DEMO_USERS,
  injectWithLogin,
  uniqueIp,
} from './helpers';
import { PASSWORD_STRENGTH_MESSAGES } from '../lib/password-strength';

const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const NO_ACCOUNT = { detail: 'No active account found with the given credentials' };

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer({ WEB_ORIGIN: 'http://web.test' }));
});

let emailCounter = 0;
const freshEmail = (prefix = 'invitee') => {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${process.pid}-${Date.now()}@example.com`;
};

/** The mails to `to`, newest first, once the background work (mails) is done. */
async function mailsTo(to: string) {
  await app.background.drain();
  return app.repos.outbox.list({ to, limit: 50 });
}

function linkIn(text: string): { route: string; uid: string; token: string } {
  const match =
    /http:\/\/web\.test\/(reset-password|setup-password)\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match, `no link in: ${text}`);
  return { route: match[1], uid: match[2], token: match[3] };
}

const requestReset = (email: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/users/reset_password/', payload: { email } });

const confirm = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/v1/auth/users/reset_password_confirm/', payload });

const login = (email: string, password: string, remoteAddress = uniqueIp()) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: { email, password },
    remoteAddress,
  });

async function resetLink(email: string) {
  const res = await requestReset(email);
  assert.equal(res.statusCode, 204);
  const [mail] = await mailsTo(email);
  return linkIn(mail.text);
}

describe('password reset', () => {
  test('unknown email: 204 with no body, no mail', async () => {
    const email = freshEmail('nobody');
    const res = await requestReset(email);
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.deepEqual(await mailsTo(email), []);
  });

  test('known email: 204 with no body and one mail with the link; only the hash is stored', async () => {
    const { user, email } = await createUser(app);
    const res = await requestReset(email.toUpperCase());
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    const mails = await mailsTo(email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, 'Reset your back-office password');
    const link = linkIn(mails[0].text);
    assert.equal(link.route, 'reset-password');
    assert.equal(link.uid, Buffer.from(String(user.id)).toString('base64url'));
    const row = await app.repos.passwordTokens.findByHash(hashToken(link.token));
    assert.ok(row);
    assert.equal(row.purpose, 'reset');
    assert.equal(row.userId, user.id);
    assert.ok(Math.abs(row.expiresAt.getTime() - Date.now() - 3600_000) < 60_000);
    assert.notEqual(row.tokenHash, link.token);
  });

  test('bad email field → 400', async () => {
    const res = await requestReset('not-an-email');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { email: ['Enter a valid email address.'] });
  });

  test('no mail for an account that is not active', async () => {
    const { email } = await createUser(app, { status: 'BL' });
    assert.equal((await requestReset(email)).statusCode, 204);
    assert.deepEqual(await mailsTo(email), []);
  });

  test(`at most ${MAX_RESET_MAILS_PER_HOUR} reset mails an hour per account`, async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < MAX_RESET_MAILS_PER_HOUR + 2; i += 1) {
      assert.equal((await requestReset(email)).statusCode, 204);
      await app.background.drain();
    }
    assert.equal((await mailsTo(email)).length, MAX_RESET_MAILS_PER_HOUR);
  });

  test('confirm: new password works, old sessions end, failures cleared, user notified', async () => {
    const { user, email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    // Make this address wait with failed sign-ins first.
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) assert.equal((await login(email, 'wrong-password', ip)).statusCode, 401);
    assert.equal((await login(email, password, ip)).statusCode, 429);

    const older = await resetLink(email);
    const link = await resetLink(email);
    const newPassword = 'a-brand-new-password';
    const res = await confirm({ uid: link.uid, token: link.token, new_password: newPassword });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');

    assert.equal((await login(email, password, ip)).statusCode, 401);
    const fresh = await login(email, newPassword, ip);
    assert.equal(fresh.statusCode, 200);
    assert.ok(fresh.json().access);

    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: session.refresh },
    });
    assert.equal(refresh.statusCode, 401);
    assert.deepEqual(refresh.json(), INVALID_REFRESH);
    assert.equal((await session({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 401);

    const notes = await app.notifications.listFor(user.id);
    assert.equal(notes[0].title, 'Your password was changed');

    // Reused token, and an older unused one (every link ends when the password is set).
    for (const used of [link, older]) {
      const again = await confirm({ uid: used.uid, token: used.token, new_password: 'yet-another-password' });
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), { token: [ACCOUNT_MESSAGES.invalidToken] });
    }
  });

  test('a newer request does not invalidate an older link; each works once', async () => {
    const { email } = await createUser(app);
    const first = await resetLink(email);
    await resetLink(email);
    assert.equal(
      (await confirm({ uid: first.uid, token: first.token, new_password: 'first-link-password' })).statusCode,
      204,
    );
    assert.equal((await login(email, 'first-link-password')).statusCode, 200);
  });

  test('expired token', async () => {
    const { user } = await createUser(app);
    const token = 'expired-token-value-expired-token-value-0000';
    await app.repos.passwordTokens.create({
      userId: user.id,
      purpose: 'reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await confirm({ uid: encodeUid(user.id), token, new_password: 'long-enough-password' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { token: [ACCOUNT_MESSAGES.invalidToken] });
  });

  test('bad uid, token of another user, wrong token', async () => {
    const { email } = await createUser(app);
    const link = await resetLink(email);
    for (const uid of ['!!', 'abc', encodeUid(99999999), Buffer.from('0').toString('base64url')]) {
      const res = await confirm({ uid, token: link.token, new_password: 'long-enough-password' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { uid: [ACCOUNT_MESSAGES.invalidUid] });
    }
    const other = await createUser(app);
    let res = await confirm({
      uid: encodeUid(other.user.id),
      token: link.token,
      new_password: 'long-enough-password',
    });
    assert.deepEqual(res.json(), { token: [ACCOUNT_MESSAGES.invalidToken] });
    res = await confirm({ uid: link.uid, token: `${link.token}x`, new_password: 'long-enough-password' });
    assert.deepEqual(res.json(), { token: [ACCOUNT_MESSAGES.invalidToken] });
    res = await confirm({});
    assert.deepEqual(Object.keys(res.json()).sort(), ['new_password', 'token', 'uid']);
  });

  test('short password, password like the email or the name; the link still works afterwards', async () => {
    const { email, user } = await createUser(app);
    const link = await resetLink(email);
    let res = await confirm({ uid: link.uid, token: link.token, new_password: 'short' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { new_password: [ACCOUNT_MESSAGES.passwordTooShort] });
    res = await confirm({ uid: link.uid, token: link.token, new_password: email.toUpperCase() });
    assert.deepEqual(res.json(), { new_password: [ACCOUNT_MESSAGES.passwordLikeEmail] });
    const local = email.split('@')[0];
    assert.ok(local.length >= 12);
    res = await confirm({ uid: link.uid, token: link.token, new_password: local });
    assert.deepEqual(res.json(), { new_password: [ACCOUNT_MESSAGES.passwordLikeEmail] });
    res = await confirm({ uid: link.uid, token: link.token, new_password: `${email}1` });
    assert.deepEqual(res.json(), { new_password: [ACCOUNT_MESSAGES.passwordLikeEmail] });
    res = await confirm({
      uid: link.uid,
      token: link.token,
      new_password: `${user.lastName}, ${user.firstName}`,
    });
    assert.deepEqual(res.json(), { new_password: [ACCOUNT_MESSAGES.passwordLikeName] });
    res = await confirm({ uid: link.uid, token: link.token, new_password: 'aaaaaaaaaaaa' });
    assert.deepEqual(res.json(), { new_password: [PASSWORD_STRENGTH_MESSAGES.guessable] });
    res = await confirm({ uid: link.uid, token: link.token, new_password: 'password1234' });
    assert.deepEqual(res.json(), { new_password: [PASSWORD_STRENGTH_MESSAGES.common] });
    res = await confirm({ uid: link.uid, token: link.token, new_password: 'a-good-long-password' });
    assert.equal(res.statusCode, 204);
  });
});

describe('invitations (POST v1/auth/users/)', () => {
  const invite = (inject: AuthedInject, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/v1/auth/users/', payload });

  test('admin creates an inactive user, who gets a setup link; confirming activates', async () => {
    const email = freshEmail();
    const group = await app.repos.groups.findByName('Viewers');
    assert.ok(group);
    const res = await invite(admin, {
      email: email.toUpperCase(),
      first_name: 'Ivy',
      last_name: 'Invitee',
      phone_number: '+49 30 123456',
      markets: ['DE'],
      groups: [group.id],
      mfa_required: true,
    });
    assert.equal(res.statusCode, 201);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'created',
      'email',
      'first_name',
      'groups',
      'id',
      'last_name',
      'markets',
      'mfa_enabled',
      'mfa_required',
      'phone_number',
      'status',
    ]);
    assert.equal(body.email, email);
    assert.equal(body.status, 'IN');
    assert.deepEqual(body.groups, [group.id]);
    assert.deepEqual(body.markets, ['DE']);
    assert.equal(body.mfa_enabled, false);
    assert.equal(body.mfa_required, true);

    const mails = await mailsTo(email);
    assert.equal(mails.length, 1);
    const link = linkIn(mails[0].text);
    assert.equal(link.route, 'setup-password');
    assert.equal(link.uid, encodeUid(body.id));
    const row = await app.repos.passwordTokens.findByHash(hashToken(link.token));
    assert.equal(row?.purpose, 'invite');
    assert.ok(Math.abs((row?.expiresAt.getTime() ?? 0) - Date.now() - 7 * 86400_000) < 60_000);

    // Holders of view_user (the admin, the viewer) are told.
    for (const inject of [admin, viewer]) {
      const me = (await inject({ method: 'GET', url: '/v1/auth/me/' })).json();
      const [latest] = await app.notifications.listFor(me.id);
      assert.match(latest.title, /^New admin user: Ivy Invitee/);
      assert.equal(latest.url, `/user/view?id=${body.id}`);
    }

    // Before the link is used, no password signs in.
    assert.deepEqual((await login(email, 'anything-at-all-1')).json(), NO_ACCOUNT);

    const res2 = await confirm({ uid: link.uid, token: link.token, new_password: 'my-chosen-password' });
    assert.equal(res2.statusCode, 204);
    const user = await app.repos.users.findById(body.id);
    assert.equal(user?.status, 'AC');
    const signIn = await login(email, 'my-chosen-password');
    assert.equal(signIn.statusCode, 200);
    // mfa_required: the sign-in asks to enrol a second factor.
    assert.ok(signIn.json().mfa_setup);
  });

  test('viewer → 403; unauthenticated → 401', async () => {
    const payload = { email: freshEmail(), first_name: 'No', last_name: 'Way' };
    const res = await invite(viewer, payload);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { detail: 'You do not have permission to perform this action.' });
    assert.equal((await app.inject({ method: 'POST', url: '/v1/auth/users/', payload })).statusCode, 401);
    assert.deepEqual(await mailsTo(payload.email), []);
  });

  test('duplicate email (any case), unknown group, missing fields → 400', async () => {
    let res = await invite(admin, {
      email: DEMO_USERS.viewer.email.toUpperCase(),
      first_name: 'A',
      last_name: 'B',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { email: [ACCOUNT_MESSAGES.emailTaken] });
    res = await invite(admin, { email: freshEmail(), first_name: 'A', last_name: 'B', groups: [987654] });
    assert.deepEqual(res.json(), { groups: ['Invalid pk "987654" - object does not exist.'] });
    res = await invite(admin, { email: 'nope' });
    assert.deepEqual(res.json(), {
      email: ['Enter a valid email address.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
    });
  });

  test('an unused invitation stops working when the account is blocked', async () => {
    const email = freshEmail();
    const created = (await invite(admin, { email, first_name: 'Bo', last_name: 'Blocked' })).json();
    const link = linkIn((await mailsTo(email))[0].text);
    const patch = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${created.id}/`,
      payload: { status: 'BL' },
    });
    assert.equal(patch.statusCode, 200);
    const res = await confirm({ uid: link.uid, token: link.token, new_password: 'long-enough-password' });
    assert.deepEqual(res.json(), { token: [ACCOUNT_MESSAGES.invalidToken] });
  });
});

describe('users list, detail, change', () => {
  test('list: page, search, status filter, ordering; viewer may list', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/auth/users/?limit=2' });
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.deepEqual(Object.keys(page).sort(), ['count', 'next', 'previous', 'results']);
    assert.equal(page.results.length, 2);
    assert.ok(page.count >= 3);
    assert.match(page.next, /limit=2&offset=2$/);
    assert.ok(page.results[0].id > page.results[1].id, 'default order -id');

    const search = (await admin({ method: 'GET', url: '/v1/auth/users/?search=VICTOR' })).json();
    assert.deepEqual(
      search.results.map((u: { email: string }) => u.email),
      [DEMO_USERS.viewer.email],
    );
    const fullName = (await admin({ method: 'GET', url: '/v1/auth/users/?search=ada%20admin' })).json();
    assert.equal(fullName.results[0].email, DEMO_USERS.admin.email);
    const literal = (await admin({ method: 'GET', url: '/v1/auth/users/?search=%25' })).json();
    assert.equal(literal.count, 0);

    await createUser(app, { status: 'FR' });
    const frozen = (await admin({ method: 'GET', url: '/v1/auth/users/?status=FR&limit=100' })).json();
    assert.ok(frozen.count >= 1);
    assert.ok(frozen.results.every((u: { status: string }) => u.status === 'FR'));
    const bad = await admin({ method: 'GET', url: '/v1/auth/users/?status=XX' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), {
      status: ['Select a valid choice. XX is not one of the available choices.'],
    });

    const byEmail = (await admin({ method: 'GET', url: '/v1/auth/users/?order_by=email&limit=1000' })).json();
    const emails = byEmail.results.map((u: { email: string }) => u.email);
    assert.deepEqual(emails, [...emails].sort());
    // Unknown ordering fields are refused: a password hash must never become a sort key.
    const byPassword = await admin({ method: 'GET', url: '/v1/auth/users/?order_by=password' });
    assert.equal(byPassword.statusCode, 400);
    assert.ok(byPassword.json().order_by);
  });

  test('list and detail need view_user', async () => {
    const { email, password } = await createUser(app);
    const nobody = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    assert.equal((await nobody({ method: 'GET', url: '/v1/auth/users/' })).statusCode, 403);
    assert.equal((await nobody({ method: 'GET', url: '/v1/auth/users/1/' })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/auth/users/' })).statusCode, 401);
  });

  test('detail: the user, 404 for unknown or malformed ids', async () => {
    const { user } = await createUser(app);
    const res = await viewer({ method: 'GET', url: `/v1/auth/users/${user.id}/` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().email, user.email);
    assert.deepEqual(res.json().groups, []);
    assert.equal((await viewer({ method: 'GET', url: '/v1/auth/users/99999999/' })).statusCode, 404);
    assert.equal((await viewer({ method: 'GET', url: '/v1/auth/users/abc/' })).statusCode, 404);
  });

  test('patch by an admin: names, phone, markets, groups, mfa_required', async () => {
    const { user } = await createUser(app);
    const group = await app.repos.groups.findByName('Viewers');
    const res = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: {
        first_name: 'Renamed',
        phone_number: '+1 555',
        markets: ['FI', 'SE'],
        groups: [group?.id],
        mfa_required: true,
        email: 'ignored@example.com',
      },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.first_name, 'Renamed');
    assert.equal(body.last_name, user.lastName);
    assert.equal(body.email, user.email);
    assert.equal(body.phone_number, '+1 555');
    assert.deepEqual(body.markets, ['FI', 'SE']);
    assert.deepEqual(body.groups, [group?.id]);
    assert.equal(body.mfa_required, true);
    const cleared = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: { groups: [] },
    });
    assert.deepEqual(cleared.json().groups, []);
    assert.equal(
      (await admin({ method: 'PATCH', url: '/v1/auth/users/99999999/', payload: { first_name: 'X' } }))
        .statusCode,
      404,
    );
  });

  test('status needs change_active_status; other fields need change_user', async () => {
    const editors = await app.repos.groups.create(`Editors ${process.pid}-${Date.now()}`, [
      PERMISSIONS.viewUser,
      PERMISSIONS.changeUser,
    ]);
    const switchers = await app.repos.groups.create(`Switchers ${process.pid}-${Date.now()}`, [
      PERMISSIONS.changeActiveStatus,
    ]);
    const editor = await createUser(app);
    await app.repos.users.addToGroups(editor.user.id, [editors.id]);
    const switcher = await createUser(app);
    await app.repos.users.addToGroups(switcher.user.id, [switchers.id]);
    const asEditor = await injectWithLogin(app, editor.email, editor.password, { remoteAddress: uniqueIp() });
    const asSwitcher = await injectWithLogin(app, switcher.email, switcher.password, {
      remoteAddress: uniqueIp(),
    });
    const target = await createUser(app);
    const url = `/v1/auth/users/${target.user.id}/`;

    assert.equal(
      (await asEditor({ method: 'PATCH', url, payload: { last_name: 'Edited' } })).statusCode,
      200,
    );
    let res = await asEditor({ method: 'PATCH', url, payload: { status: 'BL' } });
    assert.equal(res.statusCode, 403);
    res = await asEditor({ method: 'PATCH', url, payload: { status: 'BL', last_name: 'Again' } });
    assert.equal(res.statusCode, 403);
    assert.equal((await app.repos.users.findById(target.user.id))?.status, 'AC');

    // Groups only within one's own permissions (a way to any permission otherwise).
    const viewers = await app.repos.groups.findByName('Viewers');
    res = await asEditor({
      method: 'PATCH',
      url: `/v1/auth/users/${editor.user.id}/`,
      payload: { groups: [editors.id, viewers?.id] },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().groups[0], /^You cannot grant permissions you do not hold: .*view_activitylog/);
    const narrow = await app.repos.groups.create(`Narrow ${process.pid}-${Date.now()}`, [
      PERMISSIONS.viewUser,
    ]);
    res = await asEditor({ method: 'PATCH', url, payload: { groups: [narrow.id] } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().groups, [narrow.id]);
    // Keeping a group one could not grant is fine; adding one is not.
    await app.repos.users.addToGroups(target.user.id, [viewers?.id ?? 0]);
    res = await asEditor({ method: 'PATCH', url, payload: { groups: [narrow.id, viewers?.id] } });
    assert.equal(res.statusCode, 200);
    res = await asEditor({ method: 'PATCH', url, payload: { groups: [] } });
    assert.deepEqual(res.json().groups, []);
    res = await asEditor({ method: 'PATCH', url, payload: { groups: [viewers?.id] } });
    assert.equal(res.statusCode, 400);

    res = await asSwitcher({ method: 'PATCH', url, payload: { first_name: 'Nope' } });
    assert.equal(res.statusCode, 403);
    res = await asSwitcher({ method: 'PATCH', url, payload: { status: 'FR' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'FR');

    // Nobody changes their own status; bad values are field errors.
    res = await admin({ method: 'PATCH', url: '/v1/auth/users/1/', payload: { status: 'XX' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { status: ['"XX" is not a valid choice.'] });
    res = await asSwitcher({
      method: 'PATCH',
      url: `/v1/auth/users/${switcher.user.id}/`,
      payload: { status: 'BL' },
    });
    assert.deepEqual(res.json(), { status: [ACCOUNT_MESSAGES.ownStatus] });
  });

  test('blocking takes effect at once: access token refused, refresh refused, sign-in refused', async () => {
    const { user, email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    assert.equal((await session({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 200);
    const res = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: { status: 'BL' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'BL');
    const me = await session({ method: 'GET', url: '/v1/auth/me/' });
    assert.equal(me.statusCode, 401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: session.refresh },
    });
    assert.deepEqual(refresh.json(), INVALID_REFRESH);
    assert.deepEqual((await login(email, password)).json(), NO_ACCOUNT);

    // Unblocked: the old session stays ended, a new sign-in works.
    await admin({ method: 'PATCH', url: `/v1/auth/users/${user.id}/`, payload: { status: 'AC' } });
    assert.equal((await session({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 401);
    assert.equal((await login(email, password)).statusCode, 200);
  });
});

describe('dev outbox route', () => {
  test('off by default: 404', async () => {
    assert.equal(loadConfig({}).devOutboxApi, false);
    const res = await app.inject({ method: 'GET', url: '/v1/dev/outbox/' });
    assert.equal(res.statusCode, 404);
  });

  test('on with DEV_OUTBOX_API=true: newest first, filtered by recipient', async () => {
    const dev = await build({ DEV_OUTBOX_API: 'true', WEB_ORIGIN: 'http://web.test' });
    const { email } = await createUser(dev);
    await app.repos.outbox.create({ to: 'someone-else@example.com', subject: 'Other', text: 'x' });
    for (let i = 0; i < 2; i += 1) {
      await dev.inject({ method: 'POST', url: '/v1/auth/users/reset_password/', payload: { email } });
      await dev.background.drain();
    }
    const res = await dev.inject({
      method: 'GET',
      url: `/v1/dev/outbox/?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    assert.equal(res.statusCode, 200);
    const list = res.json();
    assert.equal(list.length, 2);
    assert.deepEqual(Object.keys(list[0]).sort(), ['attachments', 'created', 'id', 'subject', 'text', 'to']);
    assert.deepEqual(list[0].attachments, []);
    assert.ok(list[0].id > list[1].id);
    assert.equal(list[0].to, email);
    linkIn(list[0].text);
    const all = (await dev.inject({ method: 'GET', url: '/v1/dev/outbox/' })).json();
    assert.ok(all.some((m: { to: string }) => m.to === 'someone-else@example.com'));
  });
});

/** A minimal SMTP server that accepts every message and keeps it. */
async function fakeSmtpServer() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, messages, close: () => server.close() };
}

describe('mail by SMTP', () => {
  test('with SMTP_URL the mail goes out by SMTP; the stored copy hides the token', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = await build({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        WEB_ORIGIN: 'http://web.test',
      });
      const { email } = await createUser(mailer);
      await mailer.inject({ method: 'POST', url: '/v1/auth/users/reset_password/', payload: { email } });
      await mailer.background.drain();
      assert.equal(smtp.messages.length, 1);
      const raw = smtp.messages[0].replace(/=\r\n/g, '');
      assert.match(raw, /From: "?Back-office"? <no-reply@localhost>/);
      assert.match(raw, new RegExp(`To: ${email.replace(/[.]/g, '\\.')}`));
      const link = linkIn(raw);
      const [stored] = await mailer.repos.outbox.list({ to: email, limit: 1 });
      assert.ok(!stored.text.includes(link.token));
      assert.ok(stored.text.includes(`/reset-password/${link.uid}/${REDACTED}`));
      // The delivered link works.
      const res = await mailer.inject({
        method: 'POST',
        url: '/v1/auth/users/reset_password_confirm/',
        payload: { uid: link.uid, token: link.token, new_password: 'delivered-by-smtp' },
      });
      assert.equal(res.statusCode, 204);
    } finally {
      smtp.close();
    }
  });

  test('an attachment goes out as a file of the mail, and the outbox keeps it', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = await build({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const file = { filename: 'report.csv', contentType: 'text/csv', content: 'payout,value\r\n1,5.00\r\n' };
      await mailer.mail.send({
        to: 'staff@example.com',
        subject: 'Report',
        text: 'Attached.',
        attachments: [file],
      });
      assert.equal(smtp.messages.length, 1);
      assert.match(smtp.messages[0], /Content-Type: text\/csv; name=report\.csv/);
      assert.match(smtp.messages[0], /Content-Disposition: attachment; filename=report\.csv/);
      const [stored] = await mailer.repos.outbox.list({ to: 'staff@example.com', limit: 1 });
      assert.deepEqual(stored.attachments, [file]);
    } finally {
      smtp.close();
    }
  });

  test('config: SMTP_URL must be smtp(s)://, MAIL_FROM has a default', () => {
    assert.equal(loadConfig({}).smtpUrl, undefined);
    assert.equal(loadConfig({}).mailFrom, 'Back-office <no-reply@localhost>');
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail.example' }), /SMTP_URL/);
    assert.throws(() => loadConfig({ SMTP_URL: 'not a url' }), /SMTP_URL/);
  });
});
