import { eq } from 'drizzle-orm';
import { banks, providerProfiles, users } from '../../db/schema';
import { providerDisplayName } from './provider-name';
import {
  accountBanks,
  accountPeople,
  accountProviderProfiles,
  accountUsers,
  activeUserRole,
  isActiveProvider,
  userEmail,
  userEmails,
} from './public';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();

async function account(email: string, role: 'User' | 'Company', name: [string, string], company?: string) {
  const [row] = await suite.context.db
    .insert(users)
    .values({ email, role, passwordHash: 'x', firstName: name[0], lastName: name[1] })
    .returning({ id: users.id });
  if (company !== undefined)
    await suite.context.db.insert(providerProfiles).values({ userId: row!.id, companyName: company, city: 'Köln' });
  return row!.id;
}

describe('the account read models', () => {
  it('show every account without its secrets and name it as providerDisplayName does', async () => {
    const company = await account('rm-firma@example.org', 'Company', ['Anna', 'Korn'], '  Bäckerei Korn ');
    const blank = await account('rm-blank@example.org', 'Company', ['Ben', 'Blau'], '   ');
    const customer = await account('rm-kunde@example.org', 'User', ['Cem', 'Yilmaz']);
    const rows = await suite.context.db.select().from(accountUsers).where(eq(accountUsers.email, 'rm-firma@example.org'));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).not.toContain('passwordHash');
    const names = await suite.context.db.select({ id: accountUsers.id, name: accountUsers.displayName }).from(accountUsers);
    const byId = new Map(names.map((row) => [row.id, row.name]));
    expect(byId.get(company)).toBe(providerDisplayName('  Bäckerei Korn ', 'Anna', 'Korn'));
    expect(byId.get(blank)).toBe('Ben Blau');
    expect(byId.get(customer)).toBe('Cem Yilmaz');

    const [profile] = await suite.context.db.select().from(accountProviderProfiles).where(eq(accountProviderProfiles.userId, company));
    expect(profile).toMatchObject({ companyName: '  Bäckerei Korn ', city: 'Köln', displayName: 'Bäckerei Korn', showProfile: true });
  });

  it('answers e-mail addresses, roles and whether an id is an active provider', async () => {
    const provider = await account('rm-anbieter@example.org', 'Company', ['Dora', 'Dach'], 'Dach GmbH');
    const customer = await account('rm-kundin@example.org', 'User', ['Eva', 'Eck']);
    expect(await userEmail(suite.context.db, provider)).toBe('rm-anbieter@example.org');
    expect(await userEmail(suite.context.db, 987654)).toBeNull();
    expect(await userEmails(suite.context.db, [provider, customer, 987654])).toEqual(
      new Map([
        [provider, 'rm-anbieter@example.org'],
        [customer, 'rm-kundin@example.org'],
      ]),
    );
    expect(await isActiveProvider(suite.context.db, provider)).toBe(true);
    expect(await isActiveProvider(suite.context.db, customer)).toBe(false);
    expect(await activeUserRole(suite.context.db, customer)).toBe('User');
    await suite.context.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, provider));
    expect(await isActiveProvider(suite.context.db, provider)).toBe(false);
    expect(await activeUserRole(suite.context.db, provider)).toBeNull();
  });

  it('answers people by id with their provider profile, deleted ones included and unknown ids left out', async () => {
    const provider = await account('rm-person-firma@example.org', 'Company', ['Fritz', 'Feld'], 'Feld & Co');
    const customer = await account('rm-person-kunde@example.org', 'User', ['Gül', 'Gut']);
    await suite.context.db
      .update(users)
      .set({ deletedAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(users.id, customer));
    const people = await accountPeople(suite.context.db, [customer, provider, provider, 987654]);
    expect([...people.keys()].sort((a, b) => a - b)).toEqual([provider, customer].sort((a, b) => a - b));
    expect(people.get(provider)).toMatchObject({
      id: provider,
      role: 'Company',
      firstName: 'Fritz',
      lastName: 'Feld',
      email: 'rm-person-firma@example.org',
      deletedAt: null,
      companyName: 'Feld & Co',
    });
    expect(people.get(customer)).toMatchObject({
      role: 'User',
      companyName: null,
      slug: null,
      deletedAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(await accountPeople(suite.context.db, [])).toEqual(new Map());
  });

  it('lists the banks', async () => {
    const [bank] = await suite.context.db.insert(banks).values({ pincode: '10010010', bankName: 'Testbank' }).returning();
    const [row] = await suite.context.db.select().from(accountBanks).where(eq(accountBanks.id, bank!.id));
    expect(row).toEqual(bank);
  });
});
