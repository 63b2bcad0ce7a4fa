import {
  CASH_OPTION_LABELS,
  CASH_OPTIONS,
  customerOrderByNumber,
  marketplaceBankAccount,
  PAYMENT_METHOD_LABELS,
  PREPAYMENT_DAYS,
  presentOrderDetail,
} from '../orders/public';
import { PAYOUT_METHODS } from '../ledger/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { z } from 'zod';
import { ValidationError } from '../../http/errors';
import { formatEuro } from '../../lib/money';
import {
  DEFAULT_INVOICE_LIMIT_CENTS,
  INVOICE_DUE_DAYS,
  presentTerms,
  SEPA_CREDITOR_ID,
  SEPA_DEBIT_DAYS,
  SEPA_MANDATE_TEXT,
  termsOf,
} from './payments';
import {
  addToCart,
  buildCartView,
  changeQty,
  chooseShipping,
  choosePickup,
  cartItemCount,
  findGroup,
  mergeGuestCart,
  removeLine,
  resolveCart,
  saveChoice,
} from './cart';
import {
  addItemBody,
  cartCountSchema,
  cartItemParams,
  cartKeyBody,
  cartKeyQuery,
  cartSchema,
  cartTermsSchema,
  cashInformationSchema,
  cashPaymentChoiceSchema,
  cashPreviewSchema,
  checkoutSummarySchema,
  confirmedOrderSchema,
  optionalCartKeyQuery,
  orderCheckoutBody,
  orderNumberParams,
  paymentMethodSchema,
  paymentTermsSchema,
  previewQuery,
  remainingItemsSchema,
  setCashPaymentsBody,
  setStoreLocationBody,
  updateItemBody,
  updateShippingBody,
  voucherInfoQuery,
  voucherInfoSchema,
} from './schemas';
import { assertCashFits, cashInformation, cashPayments } from './cash';
import { confirmedOrder } from './place-order';
import { cartTerms, cashPreview, checkoutSummary, readCheckoutCart, remainingItems } from './service';
import { emptyCart, presentCart } from './view';
import { registerPlaceRoutes } from './place-routes';
import { presentVoucher, usableVoucher } from './vouchers';
import { signedInUser } from '../../plugins/access';

const cartTags = ['Warenkorb'];
const checkoutTags = ['Kasse'];

/** Cart (calls the spec lacks, `x-extension`) and checkout (spec 02 §7 "Checkout"). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const cartAccess = { access: 'public' as const, extension: true };
  const customer = { access: 'customer' as const };

  const cartAnswer = async (cart: Awaited<ReturnType<typeof resolveCart>>) =>
    cart ? presentCart(await buildCartView(app.db, cart)) : emptyCart();

  app.get(
    '/cart',
    {
      config: cartAccess,
      schema: {
        tags: cartTags,
        summary:
          'Warenkorb: Positionen nach Anbieter gruppiert, Versand je Gruppe, Summen, MwSt. je Satz (mit Kunden-Token wird ein Gast-Warenkorb übernommen)',
        querystring: optionalCartKeyQuery,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => ok(await cartAnswer(await resolveCart(app.db, request.query.cart_key, request.user, { create: false }))),
  );

  app.get(
    '/cart/count',
    {
      config: cartAccess,
      schema: {
        tags: cartTags,
        summary: 'Anzahl der Artikel im Warenkorb (Kopfzeile)',
        querystring: optionalCartKeyQuery,
        response: { 200: successSchema(cartCountSchema) },
      },
    },
    async (request) => {
      const { cartKey, count } = await cartItemCount(app.db, request.query.cart_key, request.user);
      return ok({ cart_key: cartKey, item_count: count });
    },
  );

  app.post(
    '/cart/add',
    {
      config: cartAccess,
      schema: {
        tags: cartTags,
        summary: 'Variante (variant_id) oder Bündel (bundle_id) in den Warenkorb legen; ohne cart_key wird ein Warenkorb angelegt',
        body: addItemBody,
        response: { 201: successSchema(cartSchema) },
      },
    },
    async (request, reply) => {
      const cart = await resolveCart(app.db, request.body.cart_key, request.user, { create: true });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb konnte nicht angelegt werden.');
      await addToCart(app.db, cart, { variantId: request.body.variant_id, bundleId: request.body.bundle_id, qty: request.body.qty });
      return created(reply, presentCart(await buildCartView(app.db, cart)), 'Der Artikel wurde in den Warenkorb gelegt.');
    },
  );

  app.post(
    '/cart/update',
    {
      config: cartAccess,
      schema: {
        tags: cartTags,
        summary: 'Menge einer Position ändern (bei Bündeln: Anzahl der Bündel)',
        body: updateItemBody,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => {
      const cart = await resolveCart(app.db, request.body.cart_key, request.user, { create: false });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb wurde nicht gefunden.');
      await changeQty(app.db, cart, request.body.cart_item_id, request.body.qty);
      return ok(presentCart(await buildCartView(app.db, cart)), 'Die Menge wurde geändert.');
    },
  );

  app.delete(
    '/cart/item/:id',
    {
      config: cartAccess,
      schema: {
        tags: cartTags,
        summary: 'Position entfernen (bei Bündeln das ganze Bündel)',
        params: cartItemParams,
        querystring: cartKeyQuery,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => {
      const cart = await resolveCart(app.db, request.query.cart_key, request.user, { create: false });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb wurde nicht gefunden.');
      await removeLine(app.db, cart, request.params.id);
      return ok(presentCart(await buildCartView(app.db, cart)), 'Der Artikel wurde aus dem Warenkorb entfernt.');
    },
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'customer', extension: true },
      schema: {
        tags: cartTags,
        summary: 'Nach der Anmeldung: Gast-Warenkorb in den Warenkorb des Kunden übernehmen',
        body: cartKeyBody,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => {
      const cart = await mergeGuestCart(app.db, request.body.cart_key, signedInUser(request));
      return ok(presentCart(await buildCartView(app.db, cart)), 'Ihr Warenkorb wurde übernommen.');
    },
  );

  app.post(
    '/updateCartItemShipping',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Versandart je Anbieter (provider_id) oder für die Gruppe einer Position (cart_item_id)',
        body: updateShippingBody,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const group = findGroup(view, { providerId: request.body.provider_id, cartItemId: request.body.cart_item_id });
      await chooseShipping(app.db, view, group, request.body.shipping_method_id);
      return ok(presentCart(await buildCartView(app.db, view.cart)), 'Die Versandart wurde gespeichert.');
    },
  );

  app.post(
    '/setStoreLocation',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Abholung an der Abholadresse der Produkte (je Anbieter oder für die Gruppe einer Position)',
        body: setStoreLocationBody,
        response: { 200: successSchema(cartSchema) },
      },
    },
    async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const group = findGroup(view, { providerId: request.body.provider_id, cartItemId: request.body.cart_item_id });
      await choosePickup(app.db, view, group);
      return ok(presentCart(await buildCartView(app.db, view.cart)), 'Die Abholung wurde gewählt.');
    },
  );

  app.post(
    '/cartItemsTerms',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'AGB und Widerrufsbelehrung je Anbieter des Warenkorbs',
        body: cartKeyBody,
        response: { 200: successSchema(cartTermsSchema) },
      },
    },
    async (request) =>
      ok(await cartTerms(app.db, app.appConfig, await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key))),
  );

  app.post(
    '/orderCheckout',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Warenkorb prüfen (Bestand, Adressen, Versand) und Zusammenfassung; speichert die Adresswahl',
        body: orderCheckoutBody,
        response: { 200: successSchema(checkoutSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await checkoutSummary(app.db, app.appConfig, signedInUser(request), {
          cartKey: request.body.cart_key,
          shippingAddressId: request.body.shipping_address_id,
          billingAddressId: request.body.billing_address_id,
        }),
        'Ihr Warenkorb ist bereit zur Bestellung.',
      ),
  );

  // The five place routes, one per payment method from one table: place-routes.ts.
  registerPlaceRoutes(app);

  app.get(
    '/shop/order/:order_number/payment-terms',
    {
      config: { access: 'customer' as const, extension: true },
      schema: {
        tags: checkoutTags,
        summary: 'Zahlungsbedingungen der eigenen Bestellung: Fälligkeit (Rechnung) oder Mandat und Einzugstag (Lastschrift)',
        params: orderNumberParams,
        response: { 200: successSchema(paymentTermsSchema.nullable()) },
      },
    },
    async (request) => {
      const full = await customerOrderByNumber(app.db, signedInUser(request).id, request.params.order_number);
      return ok(presentTerms(app.appConfig, full, await termsOf(app.db, full.order.id)));
    },
  );

  app.post(
    '/orderConfirmed',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Die aus diesem Warenkorb aufgegebene Bestellung (Bestätigungsseite)',
        body: cartKeyBody,
        response: { 200: successSchema(confirmedOrderSchema) },
      },
    },
    async (request) => {
      const full = await confirmedOrder(app.db, signedInUser(request), request.body.cart_key);
      return ok({
        ...presentOrderDetail(app.appConfig, full),
        payment_terms: presentTerms(app.appConfig, full, await termsOf(app.db, full.order.id)),
      });
    },
  );

  app.get(
    '/cashOrderInformation',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Barzahlung: wer wie viel wo kassiert (je Anbieter)',
        querystring: previewQuery,
        response: { 200: successSchema(cashInformationSchema) },
      },
    },
    async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key);
      const voucher = request.query.voucher_code ? await usableVoucher(app.db, request.query.voucher_code) : null;
      return ok(cashInformation(view, voucher?.balanceCents ?? 0));
    },
  );

  app.get(
    '/api/cashOrderPreview',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Vorschau einer Bestellung mit Barzahlung (Warenkorb, Adressen, Beträge je Anbieter, offene Punkte)',
        querystring: previewQuery,
        response: { 200: successSchema(cashPreviewSchema) },
      },
    },
    async (request) =>
      ok(await cashPreview(app.db, app.appConfig, signedInUser(request), request.query.cart_key, request.query.voucher_code)),
  );

  app.get(
    '/checkoutRemainingItems',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Positionen, die so nicht bestellt werden können (nicht vorrätig, nicht mehr erhältlich)',
        querystring: cartKeyQuery,
        response: { 200: successSchema(remainingItemsSchema) },
      },
    },
    async (request) => ok(remainingItems(await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key))),
  );

  app.get(
    '/getCashPayments',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Barzahlungswahl des Kunden je Anbieter und die möglichen Optionen',
        querystring: cartKeyQuery,
        response: { 200: successSchema(z.array(cashPaymentChoiceSchema)) },
      },
    },
    async (request) => ok(cashPayments(await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key))),
  );

  app.post(
    '/setCashPayments',
    {
      config: customer,
      schema: {
        tags: checkoutTags,
        summary: 'Barzahlung bei Abholung oder bei Lieferung wählen (ein Anbieter oder alle)',
        body: setCashPaymentsBody,
        response: { 200: successSchema(z.array(cashPaymentChoiceSchema)) },
      },
    },
    async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const groups = request.body.provider_id !== undefined ? [findGroup(view, { providerId: request.body.provider_id })] : view.groups;
      assertCashFits(groups, request.body.cash_payment);
      for (const group of groups) await saveChoice(app.db, view.cart.id, group.providerId, { cashOption: request.body.cash_payment });
      return ok(cashPayments(await buildCartView(app.db, view.cart)), 'Die Barzahlung wurde gespeichert.');
    },
  );

  app.get(
    '/payment-methods',
    {
      config: { access: 'public' },
      schema: {
        tags: checkoutTags,
        summary: 'Zahlungsarten; für Anbieter zusätzlich die Auszahlungsarten (kind: payout)',
        response: { 200: successSchema(z.array(paymentMethodSchema)) },
      },
    },
    async (request) =>
      ok([
        {
          code: 'prepayment',
          name: PAYMENT_METHOD_LABELS.prepayment,
          description: `Sie überweisen den Betrag innerhalb von ${PREPAYMENT_DAYS} Tagen; die Anbieter liefern nach Zahlungseingang.`,
          call: 'orderPlace',
          bank_account: marketplaceBankAccount(app.appConfig),
        },
        {
          code: 'cash',
          name: PAYMENT_METHOD_LABELS.cash,
          description: 'Sie bezahlen bar beim Anbieter: bei der Abholung oder bei der Lieferung.',
          call: 'order_store_bycash',
          options: CASH_OPTIONS.map((value) => ({ value, label: CASH_OPTION_LABELS[value] })),
        },
        {
          code: 'invoice',
          name: PAYMENT_METHOD_LABELS.invoice,
          description: `Sie bezahlen per Überweisung innerhalb von ${INVOICE_DUE_DAYS} Tagen nach der Bestellung. Je Anbieter bis zu dessen Rechnungslimit (üblich ${formatEuro(DEFAULT_INVOICE_LIMIT_CENTS)}).`,
          call: 'order_store_by_invoice',
          due_days: INVOICE_DUE_DAYS,
          default_limit: DEFAULT_INVOICE_LIMIT_CENTS / 100,
        },
        {
          code: 'sepa_debit',
          name: PAYMENT_METHOD_LABELS.sepa_debit,
          description: `Wir ziehen den Betrag ${SEPA_DEBIT_DAYS} Tage nach der Bestellung von Ihrem Konto ein; vorher kündigen wir die Lastschrift per E-Mail an.`,
          call: 'order_store_by_sepa',
          creditor_id: SEPA_CREDITOR_ID,
          mandate_text: SEPA_MANDATE_TEXT,
        },
        {
          code: 'voucher',
          name: PAYMENT_METHOD_LABELS.voucher,
          description: 'Ein Wertgutschein bezahlt die Bestellung ganz oder teilweise; den Rest zahlen Sie per Vorkasse oder bar.',
          call: 'order_store_by_voucher',
        },
        ...(request.user?.role === 'Company'
          ? PAYOUT_METHODS.map((method) => ({
              code: method.code,
              name: method.name,
              kind: 'payout' as const,
              description: 'Ihr verfügbares Guthaben wird mit dem nächsten Auszahlungslauf auf Ihr hinterlegtes Bankkonto überwiesen.',
              call: 'shop/provider/withdraw',
            }))
          : []),
      ]),
  );

  app.get(
    '/getVoucherInfo',
    {
      config: { access: 'public' },
      schema: {
        tags: checkoutTags,
        summary: 'Gutschein prüfen: Wert, Restguthaben, Gültigkeit',
        querystring: voucherInfoQuery,
        response: { 200: successSchema(voucherInfoSchema) },
      },
    },
    async (request) => ok(presentVoucher(await usableVoucher(app.db, request.query.voucher_code)), 'Der Gutschein ist gültig.'),
  );
};

export default checkoutRoutes;
