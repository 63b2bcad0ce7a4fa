import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { companyTypes, providerOnboarding, providerProfiles, users } from '../schema';

/** Legal form by the company name's ending (the longest match first). */
const FORMS: [RegExp, string][] = [
  [/GmbH & Co\. KG$/i, 'GmbH & Co. KG'],
  [/UG \(haftungsbeschränkt\)$/i, 'UG (haftungsbeschränkt)'],
  [/GmbH$/i, 'GmbH'],
  [/\bAG$/, 'AG'],
  [/\bKG$/, 'KG'],
  [/\bOHG$/, 'OHG'],
  [/e\.\s?K\.$/i, 'e.K.'],
  [/\beG$/, 'eG'],
  [/e\.\s?V\.$/i, 'e.V.'],
  [/\bGbR$/, 'GbR'],
];

/**
 * Every provider the seeds before this one created is verified (Art. 30 DSA), so the demo data can publish: the
 * trader data come from the registration and company profile; the seed has no ID documents. Runs last.
 */
export async function seedOnboarding(db: Database): Promise<void> {
  const types = await db.select().from(companyTypes);
  const typeByName = new Map(types.map((type) => [type.name, type]));
  const providers = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.role, 'Company'), isNull(users.deletedAt)));
  const verifiedAt = new Date('2026-01-01T10:00:00Z');
  const rows = providers.map(({ user, profile }) => {
    const companyName = profile?.companyName || `${user.firstName} ${user.lastName}`.trim() || user.email;
    const formName = FORMS.find(([pattern]) => pattern.test(companyName))?.[1] ?? 'Einzelunternehmen';
    const type = typeByName.get(formName) ?? null;
    const prefix = type?.register?.includes('Abteilung A') ? 'HRA' : type?.register?.includes('Abteilung B') ? 'HRB' : null;
    const city = profile?.city || 'Berlin';
    const ownRegister = profile?.companyRegistrationNumber?.trim() ?? '';
    const registerNumber = prefix ? (ownRegister.startsWith(prefix) ? ownRegister : `${prefix} ${10000 + user.id}`) : null;
    return {
      providerId: user.id,
      status: 'verified' as const,
      companyTypeId: type?.id ?? null,
      companyName,
      legalRepresentative: `${user.firstName} ${user.lastName}`.trim() || companyName,
      street: profile?.street || 'Hauptstraße',
      houseNumber: profile?.houseNumber || '1',
      zipCode: profile?.zipCode || '10115',
      city,
      phone: user.phone || `+49 30 ${String(1000000 + user.id)}`,
      email: user.email,
      registerCourt: registerNumber ? `Amtsgericht ${city}` : null,
      registerNumber,
      vatId: profile?.vatNumber || `DE${String(100000000 + user.id * 7919).slice(0, 9)}`,
      vatStatus: profile?.smallBusiness ? ('small_business' as const) : ('regular' as const),
      selfCertifiedAt: verifiedAt,
      submittedAt: verifiedAt,
      verifiedAt,
      verifiedBy: 'Demodaten',
    };
  });
  if (rows.length > 0) await db.insert(providerOnboarding).values(rows).onConflictDoNothing({ target: providerOnboarding.providerId });
}
