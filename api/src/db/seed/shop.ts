import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  shopBulkPrices,
  shopCategories,
  shopCrossSelling,
  shopFeatureValues,
  shopFeatures,
  shopLastViewed,
  shopManufacturers,
  shopProductFeatures,
  shopProductImages,
  shopProductSeo,
  shopProductShippings,
  shopProductTags,
  shopProductVariants,
  shopVariantPrices,
  shopProductViewCounts,
  shopProducts,
  shopShippingMethods,
  shopTags,
  shopTaxes,
  shopVariantOptions,
  shopWholesaleDiscounts,
  unitTypes,
  users,
} from '../schema';
import { createConfirmedProvider } from '../../modules/account/service';
import { hashPassword } from '../../modules/account/passwords';
import { basePriceCents, basePriceUnit } from '../../modules/reference/unit-types';
import { germanSlug } from '../../lib/slug';
import { illustrationPath } from '../../modules/shop/illustrations';
import {
  COLOR_HUES,
  type ProviderKey,
  SEED_CATEGORIES,
  SEED_DESCRIPTIONS,
  SEED_FAMILIES,
  SEED_MANUFACTURERS,
  SEED_PROVIDERS,
  SEED_SHIPPINGS,
  type SeedFamily,
  type SeedOption,
} from './shop-data';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_PROVIDER_EMAIL } from './account';

/** Small deterministic generator (mulberry32): the same catalogue in every database. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A shop price: whole euros ending in ,99 or ,90 / ,49 within the range. */
function shopPrice(rnd: () => number, [min, max]: readonly [number, number]): number {
  const raw = min + rnd() * (max - min);
  if (raw < 1000) return Math.max(99, Math.round(raw / 10) * 10 - 1);
  const euros = Math.floor(raw / 100);
  const endings = [99, 90, 49, 95];
  return euros * 100 + (endings[Math.floor(rnd() * endings.length)] ?? 99);
}

/** A valid EAN-13 from a 12-digit body. */
function ean13(body: string): string {
  const digits = body.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Every combination of the options' values (the cartesian product), in order. */
function combinations(
  options: readonly SeedOption[],
): { feature: string; value: string; custom?: string; priceDelta: number; unit?: number }[][] {
  let result: { feature: string; value: string; custom?: string; priceDelta: number; unit?: number }[][] = [[]];
  for (const option of options) {
    result = result.flatMap((prefix) =>
      option.values.map((value) => [
        ...prefix,
        {
          feature: option.feature,
          value: value.value,
          priceDelta: value.priceDelta ?? 0,
          ...(value.custom ? { custom: value.custom } : {}),
          ...(value.unit !== undefined ? { unit: value.unit } : {}),
        },
      ]),
    );
  }
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Motifs whose colour is part of what they are (bread is brown): their hue varies only a little. */
const NATURAL_MOTIFS = new Set(['bread', 'apple', 'coffee', 'jar', 'bottle', 'plant', 'chair', 'table']);

interface ProductPlan {
  family: SeedFamily;
  familyIndex: number;
  name: string;
  slug: string;
  sku: string;
  priceCents: number;
  previousPriceCents: number | null;
  stock: number;
  createdAt: Date;
  featured: boolean;
  views: number;
  hue: number;
  variants: {
    name: string;
    priceCents: number;
    oldPriceCents: number | null;
    qty: number;
    isDefault: boolean;
    unit: number | null;
    options: { feature: string; value: string; custom?: string }[];
  }[];
}

/**
 * The demo catalogue: taxes 19/7 %, a three-level category tree, manufacturers, five providers (the demo
 * provider and four created here) with their shipping methods, and 207 products with variants, images, tags,
 * SEO data, data sheets, tiered prices, wholesale discounts, view counts and a few last-viewed entries.
 * Everything is inserted in batches (about 25 statements).
 */
export async function seedShop(db: Database): Promise<void> {
  const rnd = random(20_260_101);
  const now = Date.now();

  const [standardTax, reducedTax] = await db
    .insert(shopTaxes)
    .values([
      { name: 'Regelsteuersatz 19 %', value: 19, isDefault: true, position: 0 },
      { name: 'Ermäßigter Steuersatz 7 %', value: 7, isDefault: false, position: 1 },
    ])
    .returning({ id: shopTaxes.id });
  if (!standardTax || !reducedTax) throw new Error('Steuersätze wurden nicht angelegt.');

  // Categories, level by level.
  const familyByCategory = new Map(SEED_FAMILIES.map((family) => [family.category, family]));
  const level1 = await db
    .insert(shopCategories)
    .values(
      SEED_CATEGORIES.map((category, position) => ({
        name: category.name,
        slug: germanSlug(category.name),
        level: 1,
        position,
        image: illustrationPath(category.motif, category.hue),
        icon: category.motif,
        description: `${category.name}: ${category.children.map((child) => child.name).join(', ')}.`,
        isFeatured: true,
      })),
    )
    .returning({ id: shopCategories.id, slug: shopCategories.slug });
  const level2Values = SEED_CATEGORIES.flatMap((category, index) =>
    category.children.map((child, position) => {
      const family = child.children.map((name) => familyByCategory.get(germanSlug(name))).find((entry) => entry !== undefined);
      return {
        parentId: level1[index]?.id ?? null,
        name: child.name,
        slug: germanSlug(child.name),
        level: 2,
        position,
        image: illustrationPath(family?.motif ?? category.motif, family?.hue ?? category.hue),
        icon: family?.motif ?? category.motif,
      };
    }),
  );
  const level2 = await db.insert(shopCategories).values(level2Values).returning({ id: shopCategories.id, slug: shopCategories.slug });
  const level3Values = SEED_CATEGORIES.flatMap((category) =>
    category.children.flatMap((child) =>
      child.children.map((name, position) => {
        const family = familyByCategory.get(germanSlug(name));
        return {
          parentId: level2.find((row) => row.slug === germanSlug(child.name))?.id ?? null,
          name,
          slug: germanSlug(name),
          level: 3,
          position,
          image: illustrationPath(family?.motif ?? category.motif, family?.hue ?? category.hue),
          icon: family?.motif ?? category.motif,
        };
      }),
    ),
  );
  const level3 = await db.insert(shopCategories).values(level3Values).returning({ id: shopCategories.id, slug: shopCategories.slug });
  const categoryPath = new Map<string, { c1: number; c2: number; c3: number; names: string[] }>();
  for (const [index1, category] of SEED_CATEGORIES.entries()) {
    for (const child of category.children) {
      for (const name of child.children) {
        const c1 = level1[index1]?.id;
        const c2 = level2.find((row) => row.slug === germanSlug(child.name))?.id;
        const c3 = level3.find((row) => row.slug === germanSlug(name))?.id;
        if (c1 && c2 && c3) categoryPath.set(germanSlug(name), { c1, c2, c3, names: [category.name, child.name, name] });
      }
    }
  }

  const manufacturerRows = await db
    .insert(shopManufacturers)
    .values(
      SEED_MANUFACTURERS.map((entry, position) => ({
        name: entry.name,
        slug: germanSlug(entry.name),
        isLocal: entry.isLocal === true,
        position,
      })),
    )
    .returning({ id: shopManufacturers.id, name: shopManufacturers.name });
  const manufacturerId = new Map(manufacturerRows.map((row) => [row.name, row.id]));

  // Providers: the demo provider exists; the others are created confirmed with the same demo password (its
  // hash is reused: argon2 is slow on purpose).
  const [demoAccount] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_PROVIDER_EMAIL))
    .limit(1);
  const passwordHash = demoAccount?.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const providerIds = new Map<ProviderKey, number>();
  const pickupAddress = new Map<ProviderKey, string>();
  for (const provider of SEED_PROVIDERS) {
    let id: number;
    if (provider.existing) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, provider.email)).limit(1);
      if (!row) throw new Error(`Der Demo-Anbieter ${provider.email} fehlt.`);
      id = row.id;
    } else {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, provider.email)).limit(1);
      id =
        row?.id ??
        (await createConfirmedProvider(db, {
          email: provider.email,
          username: provider.username,
          passwordHash,
          gender: provider.gender,
          firstName: provider.firstName,
          lastName: provider.lastName,
          phone: provider.phone,
          companyName: provider.companyName,
          street: provider.street,
          houseNumber: provider.houseNumber,
          zipCode: provider.zipCode,
          city: provider.city,
          vatNumber: provider.vatNumber,
        }));
    }
    providerIds.set(provider.key, id);
    pickupAddress.set(
      provider.key,
      `${provider.companyName}, ${provider.street} ${provider.houseNumber}, ${provider.zipCode} ${provider.city}`,
    );
  }
  const providerId = (key: ProviderKey): number => {
    const id = providerIds.get(key);
    if (id === undefined) throw new Error(`Anbieter ${key} fehlt.`);
    return id;
  };

  const shippingRows = await db
    .insert(shopShippingMethods)
    .values(
      SEED_PROVIDERS.flatMap((provider) =>
        SEED_SHIPPINGS[provider.key].map((method, position) => ({
          providerId: providerId(provider.key),
          name: method.name,
          priceCents: method.priceCents,
          freeFromCents: method.freeFromCents,
          deliveryTime: method.deliveryTime,
          isPickup: method.isPickup === true,
          position,
        })),
      ),
    )
    .returning({
      id: shopShippingMethods.id,
      providerId: shopShippingMethods.providerId,
      name: shopShippingMethods.name,
      isPickup: shopShippingMethods.isPickup,
    });

  // Variant features and their values (available to every provider).
  const featureNames = [...new Set(SEED_FAMILIES.flatMap((family) => (family.options ?? []).map((option) => option.feature)))];
  const featureRows = await db
    .insert(shopFeatures)
    .values(featureNames.map((name, position) => ({ name, isColor: name === 'Farbe', position })))
    .returning({ id: shopFeatures.id, name: shopFeatures.name });
  const featureId = new Map(featureRows.map((row) => [row.name, row.id]));
  const valueSeeds = new Map<string, { featureId: number; name: string; customValue: string | null }>();
  for (const family of SEED_FAMILIES) {
    for (const option of family.options ?? []) {
      for (const value of option.values) {
        const id = featureId.get(option.feature);
        if (id !== undefined)
          valueSeeds.set(`${option.feature}|${value.value}`, { featureId: id, name: value.value, customValue: value.custom ?? null });
      }
    }
  }
  const valueRows = await db
    .insert(shopFeatureValues)
    .values([...valueSeeds.values()].map((value, position) => ({ ...value, position })))
    .returning({ id: shopFeatureValues.id, featureId: shopFeatureValues.featureId, name: shopFeatureValues.name });
  const featureValueId = new Map(valueRows.map((row) => [`${row.featureId}|${row.name}`, row.id]));

  const tagNames = [...new Set(SEED_FAMILIES.flatMap((family) => family.tags))];
  const tagRows = await db
    .insert(shopTags)
    .values(tagNames.map((name) => ({ name, slug: germanSlug(name) })))
    .returning({ id: shopTags.id, name: shopTags.name });
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));

  const units = await db
    .select({ id: unitTypes.id, abbreviation: unitTypes.abbreviation, baseUnit: unitTypes.baseUnit, unitsPerBase: unitTypes.unitsPerBase })
    .from(unitTypes);
  const unitByAbbreviation = new Map(units.map((unit) => [unit.abbreviation, unit]));
  const pieceUnit = unitByAbbreviation.get('Stk.');

  // Plan every product in memory, then insert in batches.
  const plans: ProductPlan[] = [];
  const usedSlugs = new Set<string>();
  for (const [familyIndex, family] of SEED_FAMILIES.entries()) {
    for (const [nameIndex, name] of family.names.entries()) {
      let slug = germanSlug(name);
      while (usedSlugs.has(slug)) slug = `${slug}-${nameIndex + 2}`;
      usedSlugs.add(slug);
      const priceCents = shopPrice(rnd, family.price);
      const onSale = rnd() < 0.25;
      const previousPriceCents = onSale ? Math.round((priceCents * (1.15 + rnd() * 0.25)) / 100) * 100 + 99 : null;
      const combos = family.options ? combinations(family.options) : [];
      const variants =
        combos.length === 0
          ? [
              {
                name: '',
                priceCents,
                oldPriceCents: previousPriceCents,
                qty: rnd() < 0.06 ? 0 : 3 + Math.floor(rnd() * 120),
                isDefault: true,
                unit: family.unit?.quantity ?? null,
                options: [],
              },
            ]
          : combos.map((combo) => {
              const delta = combo.reduce((sum, option) => sum + option.priceDelta, 0);
              const unit = combo.find((option) => option.unit !== undefined)?.unit ?? family.unit?.quantity ?? null;
              return {
                name: combo.map((option) => `${option.feature}: ${option.value}`).join(', '),
                priceCents: priceCents + delta,
                oldPriceCents: previousPriceCents === null ? null : previousPriceCents + delta,
                qty: rnd() < 0.1 ? 0 : 1 + Math.floor(rnd() * 40),
                isDefault: false,
                unit,
                options: combo.map((option) => ({
                  feature: option.feature,
                  value: option.value,
                  ...(option.custom ? { custom: option.custom } : {}),
                })),
              };
            });
      const lead = variants.reduce((cheapest, variant) => (variant.priceCents < cheapest.priceCents ? variant : cheapest));
      plans.push({
        family,
        familyIndex,
        name,
        slug,
        sku: `${family.provider.slice(0, 3).toUpperCase()}-${String(familyIndex + 1).padStart(2, '0')}${String(nameIndex + 1).padStart(2, '0')}`,
        priceCents: lead.priceCents,
        previousPriceCents: lead.oldPriceCents,
        stock: variants.reduce((sum, variant) => sum + variant.qty, 0),
        createdAt: new Date(now - Math.floor(rnd() * 120 * DAY_MS) - (familyIndex * 7 + nameIndex) * 60_000),
        featured: rnd() < 0.1,
        views: Math.floor(rnd() * 400),
        hue: NATURAL_MOTIFS.has(family.motif)
          ? (family.hue + ((nameIndex * 13) % 40) - 20 + 360) % 360
          : (family.hue + nameIndex * 47) % 360,
        variants,
      });
    }
  }

  const productRows = await db
    .insert(shopProducts)
    .values(
      plans.map((plan, index) => {
        const family = plan.family;
        const path = categoryPath.get(family.category);
        const unit = family.unit ? unitByAbbreviation.get(family.unit.unit) : pieceUnit;
        const leadVariant = plan.variants.find((variant) => variant.priceCents === plan.priceCents) ?? plan.variants[0];
        const unitQty = leadVariant?.unit ?? null;
        const unitPriceCents = family.unit && unit && unitQty !== null ? basePriceCents(plan.priceCents, unitQty, unit) : null;
        const closing = SEED_DESCRIPTIONS.closing[index % SEED_DESCRIPTIONS.closing.length] ?? '';
        const about = family.about.replace('{name}', plan.name);
        return {
          providerId: providerId(family.provider),
          name: plan.name,
          slug: plan.slug,
          sku: plan.sku,
          articleNumber: plan.sku,
          productType: 'normal' as const,
          status: 'active' as const,
          productCondition: 'new' as const,
          shortDescription: about,
          details: `${about}\n\n${family.facts.map((fact) => `• ${fact}`).join('\n')}\n\n${closing}`,
          priceCents: plan.priceCents,
          previousPriceCents: plan.previousPriceCents,
          taxId: family.tax === 7 ? reducedTax.id : standardTax.id,
          stock: plan.stock,
          photo: illustrationPath(family.motif, plan.hue),
          unit: family.unit ? unitQty : 1,
          unitTypeId: unit?.id ?? null,
          unitPriceCents,
          measurementUnit: unitPriceCents !== null && unit ? basePriceUnit(unit) : null,
          weight: family.weightKg ?? null,
          manufacturerId: manufacturerId.get(family.manufacturer) ?? null,
          isLocalManufacturer: SEED_MANUFACTURERS.some((entry) => entry.name === family.manufacturer && entry.isLocal),
          shopCategoryId: path?.c1 ?? null,
          shopSubcategoryId: path?.c2 ?? null,
          shopChildcategoryId: path?.c3 ?? null,
          isPickup: family.pickup === true,
          pickupAddress: family.pickup ? (pickupAddress.get(family.provider) ?? null) : null,
          einNumber: ean13(`400${String(4_000_000 + index * 37).padStart(9, '0')}`),
          isVariants: plan.variants.some((variant) => !variant.isDefault),
          isFeatured: plan.featured,
          viewCount: plan.views,
          searchKeywords: [family.manufacturer, ...family.tags, ...(path?.names ?? [])].join(' '),
          createdAt: plan.createdAt,
          updatedAt: plan.createdAt,
        };
      }),
    )
    .returning({ id: shopProducts.id, slug: shopProducts.slug });
  const productId = new Map(productRows.map((row) => [row.slug, row.id]));
  const idOf = (plan: ProductPlan): number => {
    const id = productId.get(plan.slug);
    if (id === undefined) throw new Error(`Produkt ${plan.slug} fehlt.`);
    return id;
  };

  const variantRows = await db
    .insert(shopProductVariants)
    .values(
      plans.flatMap((plan) => {
        const unit = plan.family.unit ? unitByAbbreviation.get(plan.family.unit.unit) : undefined;
        return plan.variants.map((variant, position) => {
          const base = unit && variant.unit !== null ? basePriceCents(variant.priceCents, variant.unit, unit) : null;
          return {
            productId: idOf(plan),
            isDefault: variant.isDefault,
            name: variant.name,
            articleNo: variant.isDefault ? plan.sku : `${plan.sku}-${position + 1}`,
            priceCents: variant.priceCents,
            oldPriceCents: variant.oldPriceCents,
            qty: variant.qty,
            createdAt: plan.createdAt,
            weight: plan.family.weightKg ?? null,
            measurementUnit: base !== null && unit ? basePriceUnit(unit) : null,
            unitPriceCents: base,
            position,
          };
        });
      }),
    )
    .returning({ id: shopProductVariants.id, productId: shopProductVariants.productId, name: shopProductVariants.name });
  const variantId = new Map(variantRows.map((row) => [`${row.productId}|${row.name}`, row.id]));

  // Price history (§ 11 PAngV): an advertised reduction started halfway through the product's life; before it
  // the reference price was charged, so the struck-through price is the lowest price of the 30 days before.
  const historyRows = plans.flatMap((plan) =>
    plan.variants.flatMap((variant) => {
      const id = variantId.get(`${idOf(plan)}|${variant.name}`);
      if (id === undefined) throw new Error(`Variante ${variant.name} fehlt.`);
      if (variant.oldPriceCents === null) return [{ variantId: id, priceCents: variant.priceCents, validFrom: plan.createdAt }];
      const reducedFrom = new Date(plan.createdAt.getTime() + Math.max(60_000, Math.floor((now - plan.createdAt.getTime()) / 2)));
      return [
        { variantId: id, priceCents: variant.oldPriceCents, validFrom: plan.createdAt },
        { variantId: id, priceCents: variant.priceCents, validFrom: reducedFrom },
      ];
    }),
  );
  for (let start = 0; start < historyRows.length; start += 500) {
    await db.insert(shopVariantPrices).values(historyRows.slice(start, start + 500));
  }

  const optionValues = plans.flatMap((plan) =>
    plan.variants.flatMap((variant) =>
      variant.options.map((option, position) => {
        const id = variantId.get(`${idOf(plan)}|${variant.name}`);
        const feature = featureId.get(option.feature) ?? null;
        if (id === undefined) throw new Error(`Variante ${variant.name} fehlt.`);
        return {
          variantId: id,
          featureId: feature,
          featureValueId: feature === null ? null : (featureValueId.get(`${feature}|${option.value}`) ?? null),
          name: option.feature,
          value: option.value,
          customValue: option.custom ?? null,
          position,
        };
      }),
    ),
  );
  if (optionValues.length > 0) await db.insert(shopVariantOptions).values(optionValues);

  // Gallery: three views of the product, plus one image per colour variant.
  await db.insert(shopProductImages).values(
    plans.flatMap((plan) => {
      const id = idOf(plan);
      const gallery = [0, 1, 2, 3].map((view) => ({
        productId: id,
        variantId: null,
        image: illustrationPath(plan.family.motif, plan.hue, view),
        alt: `${plan.name} – Ansicht ${view + 1}`,
        position: view,
      }));
      const colourImages = plan.variants.flatMap((variant) => {
        const colour = variant.options.find((option) => option.feature === 'Farbe');
        const vid = variantId.get(`${id}|${variant.name}`);
        if (!colour || vid === undefined) return [];
        return [
          {
            productId: id,
            variantId: vid,
            image: illustrationPath(plan.family.motif, COLOR_HUES[colour.value] ?? plan.hue),
            alt: `${plan.name} in ${colour.value}`,
            position: 0,
          },
        ];
      });
      return [...gallery, ...colourImages];
    }),
  );

  await db.insert(shopProductTags).values(
    plans.flatMap((plan) =>
      plan.family.tags.flatMap((tag) => {
        const id = tagId.get(tag);
        return id === undefined ? [] : [{ productId: idOf(plan), tagId: id }];
      }),
    ),
  );

  await db.insert(shopProductSeo).values(
    plans.map((plan) => ({
      productId: idOf(plan),
      isMeta: true,
      metaTag: plan.family.tags.join(', '),
      metaTitle: `${plan.name} online kaufen | Marktplatz`,
      metaDescription: plan.family.about.replace('{name}', plan.name).slice(0, 155),
      tags: plan.family.tags.join(', '),
    })),
  );

  await db.insert(shopProductFeatures).values(
    plans.flatMap((plan) =>
      [...plan.family.features, ['Hersteller', plan.family.manufacturer] as const].map(([name, value], position) => ({
        productId: idOf(plan),
        name,
        value,
        position,
      })),
    ),
  );

  const bulkValues = plans
    .filter((plan) => plan.family.bulk)
    .flatMap((plan) => [
      { productId: idOf(plan), variantId: null, minQty: 5, unitPriceCents: Math.round(plan.priceCents * 0.95) },
      { productId: idOf(plan), variantId: null, minQty: 10, unitPriceCents: Math.round(plan.priceCents * 0.9) },
    ]);
  if (bulkValues.length > 0) await db.insert(shopBulkPrices).values(bulkValues);

  const wholesaleValues = plans
    .filter((plan) => plan.family.wholesale)
    .flatMap((plan) => [
      { productId: idOf(plan), shopProductVariantId: null, wholeSellQty: 20, wholeSellDiscount: 3 },
      { productId: idOf(plan), shopProductVariantId: null, wholeSellQty: 50, wholeSellDiscount: 5 },
    ]);
  if (wholesaleValues.length > 0) await db.insert(shopWholesaleDiscounts).values(wholesaleValues);

  // Shipping: heavy goods go by freight (or pickup), everything else as a parcel; pickup only where offered.
  await db.insert(shopProductShippings).values(
    plans.flatMap((plan) => {
      const provider = providerId(plan.family.provider);
      const heavy = (plan.family.weightKg ?? 0) >= 30;
      return shippingRows
        .filter((method) => method.providerId === provider)
        .filter((method) => (method.isPickup ? plan.family.pickup === true : method.name.startsWith('Spedition') === heavy))
        .map((method) => ({ productId: idOf(plan), shippingMethodId: method.id }));
    }),
  );

  // Cross-selling: chairs suggest tables (hand-picked), pans suggest the pots category.
  const tables = plans
    .filter((plan) => plan.family.category === 'tische')
    .slice(0, 4)
    .map(idOf);
  const chairs = plans.filter((plan) => plan.family.category === 'stuehle');
  const crossValues = chairs.flatMap((plan) =>
    tables.map((related, position) => ({ productId: idOf(plan), relatedProductId: related, position })),
  );
  if (crossValues.length > 0) await db.insert(shopCrossSelling).values(crossValues);
  await db
    .update(shopProducts)
    .set({ isCrossselling: true, crosssellingType: 'product' })
    .where(
      sql`${shopProducts.id} in (${sql.join(
        chairs.map((plan) => sql`${idOf(plan)}`),
        sql`, `,
      )})`,
    );
  const potsCategory = categoryPath.get('toepfe')?.c3;
  if (potsCategory !== undefined) {
    const pans = plans.filter((plan) => plan.family.category === 'pfannen').map(idOf);
    await db
      .update(shopProducts)
      .set({ isCrossselling: true, crosssellingType: 'category', crosssellingCategoryId: potsCategory })
      .where(
        sql`${shopProducts.id} in (${sql.join(
          pans.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }

  // Recent page views (trending) for every fifth product.
  const viewValues = plans
    .filter((_, index) => index % 5 === 0)
    .flatMap((plan) =>
      Array.from({ length: 7 }, (_, day) => ({
        productId: idOf(plan),
        day: new Date(now - day * 2 * DAY_MS).toISOString().slice(0, 10),
        views: 1 + Math.floor(rnd() * 30),
      })),
    );
  if (viewValues.length > 0) await db.insert(shopProductViewCounts).values(viewValues);

  // The demo customer has looked at a few products.
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL)).limit(1);
  if (customer) {
    const picks = [plans[3], plans[40], plans[90], plans[150]].filter((plan): plan is ProductPlan => plan !== undefined);
    await db
      .insert(shopLastViewed)
      .values(
        picks.map((plan, index) => ({ userId: customer.id, productId: idOf(plan), viewedAt: new Date(now - (index + 1) * 3_600_000) })),
      );
  }
}
