import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROPERTY_TYPES } from '../../db/schema/properties';
import { wireSchema } from '../../http/contract';
import { okPage, pageSuccessSchema } from '../../http/envelope';
import { illustrationRoute } from '../../http/illustration-route';
import { routeGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { parseGermanDate } from '../../lib/german-input';
import { ENERGY_CLASSES } from './energy';
import { parsePropertyIllustrationName, propertyIllustrationSvg } from './illustrations';
import { finder, finderCenter, PROPERTY_SORTS, type PropertySort, propertyBySlug, requestViewing } from './service';

const tags = ['Immobilien'];
const SORT_KEYS = Object.keys(PROPERTY_SORTS) as [PropertySort, ...PropertySort[]];
const number = (message: string) => z.coerce.number({ error: message }).min(0, message).max(100_000_000, message).optional();

const finderQuery = pageQuery(5).extend({
  type: z.enum(PROPERTY_TYPES, { error: 'Die Objektart muss wohnung, haus, grundstueck oder gewerbe sein.' }).optional(),
  rooms_min: number('Bitte geben Sie eine Zimmeranzahl ab 0 an.'),
  area_min: number('Bitte geben Sie eine Wohnfläche ab 0 m² an.'),
  area_max: number('Bitte geben Sie eine Wohnfläche ab 0 m² an.'),
  price_max: number('Bitte geben Sie einen Preis ab 0 € an.'),
  postal_code: fields
    .text()
    .trim()
    .regex(/^\d{1,5}$/, 'Bitte geben Sie eine Postleitzahl (bis zu 5 Ziffern) an.')
    .optional(),
  radius: z.coerce
    .number({ error: 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.' })
    .int('Bitte geben Sie einen Umkreis von 1 bis 500 km an.')
    .min(1, 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.')
    .max(500, 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.')
    .optional(),
  sort: z.enum(SORT_KEYS, { error: `Sortierung: ${SORT_KEYS.join(', ')}.` }).default('newest'),
});
/** A listing in the finder; `distance_km` only when a full postal code gives the point to measure from. */
const propertyCardShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  rooms: z.number(),
  living_area: z.number(),
  living_area_text: z.string(),
  price: z.number(),
  postal_code: z.string(),
  city: z.string(),
  image: z.string().nullable(),
  /** Derived from the energy value by the table of GEG Anlage 10 (`energy.ts`). */
  energy_class: z.enum(ENERGY_CLASSES).nullable(),
  created_at: z.string(),
  distance_km: z.number().nullable().optional(),
};
const propertyCardSchema = wireSchema('PropertyCard', z.object(propertyCardShape));
const finderResponse = pageSuccessSchema(propertyCardSchema).extend({
  /** Sort key → German label. */
  sorts: z.record(z.string(), z.string()),
});
const energySchema = z.object({
  certificate_type: z.enum(['Bedarfsausweis', 'Verbrauchsausweis']),
  energy_value_kwh: z.number(),
  energy_class: z.enum(ENERGY_CLASSES),
  main_energy_source: z.string(),
  construction_year: z.number().int(),
});
const propertyDetailSchema = wireSchema(
  'PropertyDetail',
  z.object({
    ...propertyCardShape,
    description: z.string(),
    gallery: z.array(z.string()),
    energy: energySchema.nullable(),
    provider_id: z.number().int(),
  }),
);

const NEEDS_CENTER = 'Für Umkreis und Entfernung geben Sie bitte eine vollständige, gültige Postleitzahl an.';

const appointmentBody = z.object({
  property_id: fields.id(),
  name: fields.requiredText(120),
  email: fields.email(),
  phone: fields.optionalText(40),
  preferred_date: fields
    .optionalText(10)
    .refine((value) => value === null || parseGermanDate(value) !== null, 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'),
  message: fields.text().trim().max(2000, 'Höchstens 2000 Zeichen erlaubt.').optional().default(''),
});

/** Property finder, detail and viewing requests (spec 01 §2 property family, spec 02 §7 "Portal and content"). */
const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/api/finder', '/finder']) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Immobilien-Finder: Filter und Sortierung, 5 je Seite',
          querystring: finderQuery,
          response: { 200: finderResponse },
        },
      },
      async (request) => {
        const { page, per_page: perPage, ...filter } = request.query;
        if ((filter.radius !== undefined || filter.sort.startsWith('distance')) && !finderCenter(filter))
          throw ValidationError.field('postal_code', NEEDS_CENTER);
        const { rows, total } = await finder(app.db, app.appConfig, filter, { page, perPage });
        return { ...okPage(rows, pageMeta({ page, perPage }, total)), sorts: PROPERTY_SORTS };
      },
    );
  }
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  open({
    method: 'GET',
    url: '/api/propertyBySlug',
    summary: 'Eine Immobilie mit Galerie und Energiedaten (§ 87 GEG)',
    querystring: z.object({ slug: fields.requiredText(160) }),
    data: propertyDetailSchema,
    handler: (request) => propertyBySlug(app.db, app.appConfig, request.query.slug),
  });
  open({
    method: 'POST',
    url: '/api/property_appointment',
    summary: 'Besichtigung anfragen; der Anbieter wird benachrichtigt',
    body: appointmentBody,
    data: z.object({ id: z.number().int().nullable() }),
    status: 201,
    message: 'Ihre Besichtigungsanfrage wurde gesendet.',
    handler: (request) => requestViewing(app.db, app.outbox, request.user?.id ?? null, request.body),
  });
  illustrationRoute(app, {
    url: '/properties/images/:name',
    tags,
    summary: 'Erzeugtes Bild (SVG) einer Demo-Immobilie',
    parse: parsePropertyIllustrationName,
    svg: propertyIllustrationSvg,
  });
};

export default propertyRoutes;
