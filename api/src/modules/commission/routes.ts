import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import {
  commissionRuleSchema,
  commissionRulesSchema,
  createRuleBody,
  deleteRuleBody,
  deleteRuleQuery,
  providerRateQuery,
  providerRateSchema,
  ruleParams,
} from './schemas';
import { createRule, deleteRule, listRules, presentRule, providerRate, targetKey } from './service';

const tags = ['Provision'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const finance = { access: 'staff:finance' as const, extension: true };

  const financeExtension = routeGroup(app, { tags, config: finance });
  const providerExtension = routeGroup(app, { tags, config: { access: 'provider', extension: true } });

  financeExtension({
    method: 'GET',
    url: '/admin/commission/rules',
    summary: 'Finanzen: Provisionssätze (Standard, je Art, Kategorie und Anbieter) mit Historie',
    description:
      'Alle Sätze, je Ziel neueste zuerst; `valid_until` ist der Tag vor dem nächsten Satz desselben Ziels. Dazu die Kategorien (Pfad als Name) und die Arten für das Formular.',
    data: commissionRulesSchema,
    handler: async () => listRules(app.db),
  });

  financeExtension({
    method: 'POST',
    url: '/admin/commission/rules',
    summary: 'Finanzen: neuen Provisionssatz ab einem Tag anlegen (ab heute)',
    description:
      '`percent` 0–100 mit höchstens zwei Nachkommastellen (Zahl oder „12,5“); `valid_from` frühestens heute (Europe/Berlin); ein zweiter Satz für dasselbe Ziel am selben Tag → 422. Gilt für Bestellungen ab diesem Tag; bestehende Bestellungen behalten ihren Satz.',
    body: createRuleBody,
    data: commissionRuleSchema,
    status: 201,
    message: 'Der Provisionssatz wurde angelegt.',
    handler: async (request) => {
      const member = signedInStaff(request);
      const rule = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const row = await createRule(tx, request.body, member.id);
        await audit({
          action: 'commission.rule_created',
          recordType: 'commission_rule',
          recordId: row.id,
          after: { target: targetKey(row), basis_points: row.basisPoints, valid_from: row.validFrom },
          reason: row.reason,
        });
        return presentRule(tx, row.id);
      });
      return rule;
    },
  });

  financeExtension({
    method: 'DELETE',
    url: '/admin/commission/rules/:id',
    summary: 'Finanzen: geplanten Provisionssatz löschen (nur vor seinem ersten Tag)',
    description:
      'Grund (mindestens 5 Zeichen) im Body `{ reason }` oder als `?reason=`. Ein Satz, der schon gilt oder galt → 409; er bleibt in der Historie.',
    params: ruleParams,
    querystring: deleteRuleQuery,
    body: deleteRuleBody,
    data: commissionRuleSchema,
    message: 'Der geplante Provisionssatz wurde gelöscht.',
    handler: async (request) => {
      const member = signedInStaff(request);
      const reason = (request.body?.reason ?? request.query.reason ?? '').trim();
      const presented = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const before = await presentRule(tx, request.params.id);
        if (reason.length < 5) throw ValidationError.field('reason', 'Bitte nennen Sie einen Grund (mindestens 5 Zeichen).');
        const row = await deleteRule(tx, request.params.id);
        await audit({
          action: 'commission.rule_deleted',
          recordType: 'commission_rule',
          recordId: row.id,
          before: { target: targetKey(row), basis_points: row.basisPoints, valid_from: row.validFrom },
          reason,
        });
        return before;
      });
      return presented;
    },
  });

  providerExtension({
    method: 'GET',
    url: '/api/provider/commission-rate',
    summary: 'Provisionssatz, der heute für den Anbieter gilt (je Kategorie und Art)',
    description:
      'Vorrang: vereinbarter Satz des Anbieters > Kategorie (oder ihre Oberkategorie) > Art (`product`, `food`, `lead`) > Standardsatz.',
    querystring: providerRateQuery,
    data: providerRateSchema,
    handler: async (request) =>
      providerRate(
        app.db,
        signedInUserId(request),
        { categoryId: request.query.category_id ?? null, type: request.query.type },
        app.appConfig.payouts.commissionBasisPoints,
      ),
  });
};

export default routes;
