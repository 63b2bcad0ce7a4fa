import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  foodCategories,
  foodDeliveryTimes,
  foodDishes,
  foodSettings,
  shopProductImages,
  shopProductShippings,
  shopProductVariants,
  shopProducts,
  shopShippingMethods,
  shopTaxes,
  storeLocations,
  storeLocationTimes,
  users,
} from '../schema';
import { createConfirmedProvider } from '../../modules/account/service';
import { hashPassword } from '../../modules/account/passwords';
import { DEMO_PASSWORD } from './account';
import { germanSlug } from '../../lib/slug';
import { illustrationPath } from '../../modules/shop/illustrations';

/** The picture of a seeded dish by its food category (a drawn illustration, like the shop's demo products). */
const DISH_PICTURES: Record<string, { motif: string; hue: number }> = {
  Pizza: { motif: 'pizza', hue: 18 },
  Pasta: { motif: 'plate', hue: 40 },
  Getränke: { motif: 'bottle', hue: 350 },
  Frühstück: { motif: 'plate', hue: 95 },
  Kuchen: { motif: 'bread', hue: 30 },
  Heißgetränke: { motif: 'coffee', hue: 25 },
};

interface SeedDish {
  name: string;
  description: string;
  priceCents: number;
  allergens: string[];
  additives: string[];
}

interface SeedFoodProvider {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
  tags: string[];
  minimumOrderCents: number;
  deliveryFeeCents: number;
  freeDeliveryFromCents: number | null;
  postalCodes: string[];
  menu: { category: string; dishes: SeedDish[] }[];
  /** Weekly opening hours (pickup and ordering „so bald wie möglich“) and delivery hours, every day. */
  opening: { from: string; until: string };
  deliveryHours: { from: string; until: string };
  zones: { zone: string; preparation: number; delivery: number; last: string }[];
}

/** The demo food providers: a pizzeria and a café in Berlin-Mitte (they deliver to 10115 and around). */
export const SEED_FOOD_PROVIDERS: SeedFoodProvider[] = [
  {
    email: 'pizzeria@example.com',
    username: 'pizzeria-da-marco',
    firstName: 'Marco',
    lastName: 'Rossi',
    companyName: 'Pizzeria Da Marco',
    street: 'Torstraße',
    houseNumber: '110',
    zipCode: '10119',
    city: 'Berlin',
    latitude: 52.5297,
    longitude: 13.4019,
    tags: ['Pizza', 'Pasta', 'Italienisch'],
    minimumOrderCents: 1500,
    deliveryFeeCents: 250,
    freeDeliveryFromCents: 3000,
    postalCodes: ['10115', '10117', '10119', '10178', '10435', '10969'],
    menu: [
      {
        category: 'Pizza',
        dishes: [
          {
            name: 'Pizza Margherita',
            description: 'Tomatensauce, Mozzarella, Basilikum',
            priceCents: 850,
            allergens: ['A', 'G'],
            additives: [],
          },
          {
            name: 'Pizza Salami',
            description: 'Tomatensauce, Mozzarella, Salami',
            priceCents: 1050,
            allergens: ['A', 'G'],
            additives: ['2', '3', '8'],
          },
          {
            name: 'Pizza Funghi',
            description: 'Tomatensauce, Mozzarella, Champignons',
            priceCents: 990,
            allergens: ['A', 'G'],
            additives: [],
          },
        ],
      },
      {
        category: 'Pasta',
        dishes: [
          {
            name: 'Spaghetti Carbonara',
            description: 'Ei, Pecorino, Guanciale, Pfeffer',
            priceCents: 1190,
            allergens: ['A', 'C', 'G'],
            additives: ['2'],
          },
          {
            name: 'Penne all’arrabbiata',
            description: 'Scharfe Tomatensauce, Knoblauch',
            priceCents: 950,
            allergens: ['A'],
            additives: [],
          },
        ],
      },
      {
        category: 'Getränke',
        dishes: [{ name: 'Cola 0,33 l', description: 'Erfrischungsgetränk', priceCents: 290, allergens: [], additives: ['1', '11'] }],
      },
    ],
    opening: { from: '11:00', until: '23:00' },
    deliveryHours: { from: '11:30', until: '22:30' },
    zones: [
      { zone: 'Mitte (10115, 10117, 10119)', preparation: 20, delivery: 20, last: '22:30' },
      { zone: 'Prenzlauer Berg (10435)', preparation: 20, delivery: 30, last: '22:00' },
    ],
  },
  {
    email: 'cafe@example.com',
    username: 'cafe-lindenblatt',
    firstName: 'Lena',
    lastName: 'Linde',
    companyName: 'Café Lindenblatt',
    street: 'Invalidenstraße',
    houseNumber: '35',
    zipCode: '10115',
    city: 'Berlin',
    latitude: 52.5306,
    longitude: 13.3847,
    tags: ['Café', 'Kuchen', 'Frühstück', 'Vegetarisch'],
    minimumOrderCents: 1000,
    deliveryFeeCents: 190,
    freeDeliveryFromCents: null,
    postalCodes: ['10115', '10117', '10557'],
    menu: [
      {
        category: 'Frühstück',
        dishes: [
          {
            name: 'Frühstück Lindenblatt',
            description: 'Brötchen, Butter, Käse, Marmelade, Ei',
            priceCents: 1150,
            allergens: ['A', 'C', 'G'],
            additives: [],
          },
          { name: 'Avocado-Toast', description: 'Sauerteigbrot, Avocado, Sesam', priceCents: 890, allergens: ['A', 'N'], additives: [] },
        ],
      },
      {
        category: 'Kuchen',
        dishes: [
          {
            name: 'Käsekuchen',
            description: 'Hausgemacht, mit Mürbeteigboden',
            priceCents: 420,
            allergens: ['A', 'C', 'G'],
            additives: [],
          },
          { name: 'Apfelstrudel', description: 'Mit Vanillesauce', priceCents: 480, allergens: ['A', 'C', 'G', 'H'], additives: [] },
        ],
      },
      {
        category: 'Heißgetränke',
        dishes: [
          { name: 'Cappuccino', description: 'Doppelter Espresso, Milchschaum', priceCents: 350, allergens: ['G'], additives: ['11'] },
        ],
      },
    ],
    opening: { from: '08:00', until: '18:00' },
    deliveryHours: { from: '08:30', until: '17:30' },
    zones: [{ zone: 'Mitte (10115, 10117)', preparation: 10, delivery: 20, last: '17:30' }],
  },
];

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** Two food providers with menus (categories, dishes with LMIV allergens and additives), gastro settings and a store. */
export async function seedFood(db: Database): Promise<void> {
  const [demoAccount] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.role, 'Company')).limit(1);
  const passwordHash = demoAccount?.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const [tax] = await db.select({ id: shopTaxes.id }).from(shopTaxes).where(eq(shopTaxes.value, 7)).limit(1);
  let taxId = tax?.id;
  if (taxId === undefined) {
    const [inserted] = await db.insert(shopTaxes).values({ name: '7 % MwSt.', value: 7 }).returning({ id: shopTaxes.id });
    taxId = inserted?.id;
  }
  if (taxId === undefined) throw new Error('Der Steuersatz 7 % fehlt.');

  for (const provider of SEED_FOOD_PROVIDERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, provider.email)).limit(1);
    if (existing) continue;
    const providerId = await createConfirmedProvider(db, {
      email: provider.email,
      username: provider.username,
      passwordHash,
      gender: provider.firstName === 'Lena' ? 'female' : 'male',
      firstName: provider.firstName,
      lastName: provider.lastName,
      phone: '+49 30 5550100',
      companyName: provider.companyName,
      street: provider.street,
      houseNumber: provider.houseNumber,
      zipCode: provider.zipCode,
      city: provider.city,
    });
    const pickupAddress = `${provider.companyName}, ${provider.street} ${provider.houseNumber}, ${provider.zipCode} ${provider.city}`;
    await db.insert(foodSettings).values({
      providerId,
      isActive: true,
      cuisineTags: provider.tags,
      minimumOrderCents: provider.minimumOrderCents,
      deliveryFeeCents: provider.deliveryFeeCents,
      freeDeliveryFromCents: provider.freeDeliveryFromCents,
      deliveryPostalCodes: provider.postalCodes,
      preparationMinutes: 20,
    });
    // The store with its real weekly hours (not „always open“): the menu, the search and the checkout read the open
    // state from them. Outside the hours a customer pre-orders a later slot (the e2e journey does).
    const [location] = await db
      .insert(storeLocations)
      .values({
        providerId,
        title: provider.companyName,
        street: provider.street,
        streetNumber: provider.houseNumber,
        zipcode: provider.zipCode,
        city: provider.city,
        state: 'BE',
        latitude: provider.latitude,
        longitude: provider.longitude,
        isDefault: true,
        alwaysOpen: false,
      })
      .returning({ id: storeLocations.id });
    if (!location) throw new Error('Standort fehlt.');
    await db.insert(storeLocationTimes).values(
      WEEK.flatMap((day) => [
        {
          locationId: location.id,
          kind: 'opening' as const,
          days: day,
          fromTime: provider.opening.from,
          untillTime: provider.opening.until,
          status: true,
        },
        {
          locationId: location.id,
          kind: 'delivery' as const,
          days: day,
          fromTime: provider.deliveryHours.from,
          untillTime: provider.deliveryHours.until,
          status: true,
        },
      ]),
    );
    const [delivery] = await db
      .insert(shopShippingMethods)
      .values({
        providerId,
        name: 'Lieferung',
        priceCents: provider.deliveryFeeCents,
        freeFromCents: provider.freeDeliveryFromCents,
        deliveryTime: '30–45 Minuten',
      })
      .returning({ id: shopShippingMethods.id });
    if (!delivery) throw new Error('Lieferart fehlt.');
    await db.insert(foodDeliveryTimes).values(
      provider.zones.map((zone, position) => ({
        providerId,
        zone: zone.zone,
        preparationMinutes: zone.preparation,
        deliveryMinutes: zone.delivery,
        lastOrderTime: zone.last,
        position,
      })),
    );
    for (const [position, section] of provider.menu.entries()) {
      const [category] = await db
        .insert(foodCategories)
        .values({ providerId, name: section.category, position })
        .returning({ id: foodCategories.id });
      if (!category) throw new Error('Kategorie fehlt.');
      for (const dish of section.dishes) {
        const slug = `${germanSlug(dish.name)}-${germanSlug(provider.username)}`;
        const [product] = await db
          .insert(shopProducts)
          .values({
            providerId,
            name: dish.name,
            slug,
            sku: slug,
            productType: 'food',
            status: 'active',
            shortDescription: dish.description,
            details: dish.description,
            priceCents: dish.priceCents,
            taxId,
            stock: 500,
            isPickup: true,
            pickupAddress,
          })
          .returning({ id: shopProducts.id });
        if (!product) throw new Error('Gericht fehlt.');
        await db.insert(shopProductVariants).values({ productId: product.id, isDefault: true, priceCents: dish.priceCents, qty: 500 });
        const picture = DISH_PICTURES[section.category] ?? { motif: 'plate', hue: 200 };
        await db
          .insert(shopProductImages)
          .values({ productId: product.id, image: illustrationPath(picture.motif, picture.hue), alt: dish.name, position: 0 });
        await db.insert(shopProductShippings).values({ productId: product.id, shippingMethodId: delivery.id });
        await db
          .insert(foodDishes)
          .values({ productId: product.id, categoryId: category.id, allergens: dish.allergens, additives: dish.additives });
      }
    }
  }
}
