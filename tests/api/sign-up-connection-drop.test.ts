// A PostgreSQL connection dropped in the middle of a sign-up (after the user row, before the
// password's account row) must leave nothing behind: the request answers 503, and the same email
// and password then sign up and sign in. Before decision 369 the user row stayed without a password,
// so the address answered "User already exists" to sign-up and "Invalid email or password" to sign-in.
// The drop is real: a trigger makes the backend writing the account row terminate itself, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client } from '../helpers/auth';

const PASSWORD = 'a long enough password 1';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection dropped during sign-up (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    // A sequence, because it is not rolled back with the dying transaction: only the first insert dies.
    await sql`CREATE SEQUENCE drop_once`.execute(t.db.db);
    await sql
      .raw(
        `CREATE FUNCTION drop_once() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF nextval('drop_once') = 1 THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
           RETURN NEW;
         END $$`,
      )
      .execute(t.db.db);
    await sql`CREATE TRIGGER drop_once BEFORE INSERT ON account FOR EACH ROW EXECUTE FUNCTION drop_once()`.execute(
      t.db.db,
    );
  });
  afterAll(() => t.close());

  const signUp = () =>
    client(t).request('/api/auth/sign-up/email', {
      json: { email: 'dropped@example.com', password: PASSWORD, name: 'Dropped' },
    });

  it('answers 503 and keeps no user without a password', async () => {
    const res = await signUp();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    const users = await t.db.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'dropped@example.com')
      .execute();
    expect(users).toEqual([]);
  });

  it('signs the same email up again, and in with its password', async () => {
    expect((await signUp()).status).toBe(200);
    const signIn = await client(t).request('/api/auth/sign-in/email', {
      json: { email: 'dropped@example.com', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });
});
