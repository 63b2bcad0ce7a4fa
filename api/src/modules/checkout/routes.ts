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
import { routeGroup } from '../../http/route-group';
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

  const publicExtension = routeGroup(app, { tags: cartTags, config: cartAccess });
  const customerExtension = routeGroup(app, { tags: cartTags, config: { access: 'customer', extension: true } });
  const checkoutCustomer = routeGroup(app, { tags: checkoutTags, config: customer });
  const checkoutCustomerExtension = routeGroup(app, { tags: checkoutTags, config: { access: 'customer' as const, extension: true } });
  const open = routeGroup(app, { tags: checkoutTags, config: { access: 'public' } });

  publicExtension({
    method: 'GET',
    url: '/cart',
    summary:
      'Warenkorb: Positionen nach Anbieter gruppiert, Versand je Gruppe, Summen, MwSt. je Satz (mit Kunden-Token wird ein Gast-Warenkorb übernommen)',
    querystring: optionalCartKeyQuery,
    data: cartSchema,
    handler: async (request) => cartAnswer(await resolveCart(app.db, request.query.cart_key, request.user, { create: false })),
  });

  publicExtension({
    method: 'GET',
    url: '/cart/count',
    summary: 'Anzahl der Artikel im Warenkorb (Kopfzeile)',
    querystring: optionalCartKeyQuery,
    data: cartCountSchema,
    handler: async (request) => {
      const { cartKey, count } = await cartItemCount(app.db, request.query.cart_key, request.user);
      return { cart_key: cartKey, item_count: count };
    },
  });

  publicExtension({
    method: 'POST',
    url: '/cart/add',
    summary: 'Variante (variant_id) oder Bündel (bundle_id) in den Warenkorb legen; ohne cart_key wird ein Warenkorb angelegt',
    body: addItemBody,
    data: cartSchema,
    status: 201,
    message: 'Der Artikel wurde in den Warenkorb gelegt.',
    handler: async (request) => {
      const cart = await resolveCart(app.db, request.body.cart_key, request.user, { create: true });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb konnte nicht angelegt werden.');
      await addToCart(app.db, cart, { variantId: request.body.variant_id, bundleId: request.body.bundle_id, qty: request.body.qty });
      return presentCart(await buildCartView(app.db, cart));
    },
  });

  publicExtension({
    method: 'POST',
    url: '/cart/update',
    summary: 'Menge einer Position ändern (bei Bündeln: Anzahl der Bündel)',
    body: updateItemBody,
    data: cartSchema,
    message: 'Die Menge wurde geändert.',
    handler: async (request) => {
      const cart = await resolveCart(app.db, request.body.cart_key, request.user, { create: false });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb wurde nicht gefunden.');
      await changeQty(app.db, cart, request.body.cart_item_id, request.body.qty);
      return presentCart(await buildCartView(app.db, cart));
    },
  });

  publicExtension({
    method: 'DELETE',
    url: '/cart/item/:id',
    summary: 'Position entfernen (bei Bündeln das ganze Bündel)',
    params: cartItemParams,
    querystring: cartKeyQuery,
    data: cartSchema,
    message: 'Der Artikel wurde aus dem Warenkorb entfernt.',
    handler: async (request) => {
      const cart = await resolveCart(app.db, request.query.cart_key, request.user, { create: false });
      if (!cart) throw ValidationError.field('cart_key', 'Der Warenkorb wurde nicht gefunden.');
      await removeLine(app.db, cart, request.params.id);
      return presentCart(await buildCartView(app.db, cart));
    },
  });

  customerExtension({
    method: 'POST',
    url: '/cart/merge',
    summary: 'Nach der Anmeldung: Gast-Warenkorb in den Warenkorb des Kunden übernehmen',
    body: cartKeyBody,
    data: cartSchema,
    message: 'Ihr Warenkorb wurde übernommen.',
    handler: async (request) => {
      const cart = await mergeGuestCart(app.db, request.body.cart_key, signedInUser(request));
      return presentCart(await buildCartView(app.db, cart));
    },
  });

  checkoutCustomer({
    method: 'POST',
    url: '/updateCartItemShipping',
    summary: 'Versandart je Anbieter (provider_id) oder für die Gruppe einer Position (cart_item_id)',
    body: updateShippingBody,
    data: cartSchema,
    message: 'Die Versandart wurde gespeichert.',
    handler: async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const group = findGroup(view, { providerId: request.body.provider_id, cartItemId: request.body.cart_item_id });
      await chooseShipping(app.db, view, group, request.body.shipping_method_id);
      return presentCart(await buildCartView(app.db, view.cart));
    },
  });

  checkoutCustomer({
    method: 'POST',
    url: '/setStoreLocation',
    summary: 'Abholung an der Abholadresse der Produkte (je Anbieter oder für die Gruppe einer Position)',
    body: setStoreLocationBody,
    data: cartSchema,
    message: 'Die Abholung wurde gewählt.',
    handler: async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const group = findGroup(view, { providerId: request.body.provider_id, cartItemId: request.body.cart_item_id });
      await choosePickup(app.db, view, group);
      return presentCart(await buildCartView(app.db, view.cart));
    },
  });

  checkoutCustomer({
    method: 'POST',
    url: '/cartItemsTerms',
    summary: 'AGB und Widerrufsbelehrung je Anbieter des Warenkorbs',
    body: cartKeyBody,
    data: cartTermsSchema,
    handler: async (request) =>
      cartTerms(app.db, app.appConfig, await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key)),
  });

  checkoutCustomer({
    method: 'POST',
    url: '/orderCheckout',
    summary: 'Warenkorb prüfen (Bestand, Adressen, Versand) und Zusammenfassung; speichert die Adresswahl',
    body: orderCheckoutBody,
    data: checkoutSummarySchema,
    message: 'Ihr Warenkorb ist bereit zur Bestellung.',
    handler: async (request) =>
      checkoutSummary(app.db, app.appConfig, signedInUser(request), {
        cartKey: request.body.cart_key,
        shippingAddressId: request.body.shipping_address_id,
        billingAddressId: request.body.billing_address_id,
      }),
  });

  // The five place routes, one per payment method from one table: place-routes.ts.
  registerPlaceRoutes(app);

  checkoutCustomerExtension({
    method: 'GET',
    url: '/shop/order/:order_number/payment-terms',
    summary: 'Zahlungsbedingungen der eigenen Bestellung: Fälligkeit (Rechnung) oder Mandat und Einzugstag (Lastschrift)',
    params: orderNumberParams,
    data: paymentTermsSchema.nullable(),
    handler: async (request) => {
      const full = await customerOrderByNumber(app.db, signedInUser(request).id, request.params.order_number);
      return presentTerms(app.appConfig, full, await termsOf(app.db, full.order.id));
    },
  });

  checkoutCustomer({
    method: 'POST',
    url: '/orderConfirmed',
    summary: 'Die aus diesem Warenkorb aufgegebene Bestellung (Bestätigungsseite)',
    body: cartKeyBody,
    data: confirmedOrderSchema,
    handler: async (request) => {
      const full = await confirmedOrder(app.db, signedInUser(request), request.body.cart_key);
      return {
        ...presentOrderDetail(app.appConfig, full),
        payment_terms: presentTerms(app.appConfig, full, await termsOf(app.db, full.order.id)),
      };
    },
  });

  checkoutCustomer({
    method: 'GET',
    url: '/cashOrderInformation',
    summary: 'Barzahlung: wer wie viel wo kassiert (je Anbieter)',
    querystring: previewQuery,
    data: cashInformationSchema,
    handler: async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key);
      const voucher = request.query.voucher_code ? await usableVoucher(app.db, request.query.voucher_code) : null;
      return cashInformation(view, voucher?.balanceCents ?? 0);
    },
  });

  checkoutCustomer({
    method: 'GET',
    url: '/api/cashOrderPreview',
    summary: 'Vorschau einer Bestellung mit Barzahlung (Warenkorb, Adressen, Beträge je Anbieter, offene Punkte)',
    querystring: previewQuery,
    data: cashPreviewSchema,
    handler: async (request) =>
      cashPreview(app.db, app.appConfig, signedInUser(request), request.query.cart_key, request.query.voucher_code),
  });

  checkoutCustomer({
    method: 'GET',
    url: '/checkoutRemainingItems',
    summary: 'Positionen, die so nicht bestellt werden können (nicht vorrätig, nicht mehr erhältlich)',
    querystring: cartKeyQuery,
    data: remainingItemsSchema,
    handler: async (request) => remainingItems(await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key)),
  });

  checkoutCustomer({
    method: 'GET',
    url: '/getCashPayments',
    summary: 'Barzahlungswahl des Kunden je Anbieter und die möglichen Optionen',
    querystring: cartKeyQuery,
    data: z.array(cashPaymentChoiceSchema),
    handler: async (request) => cashPayments(await readCheckoutCart(app.db, signedInUser(request), request.query.cart_key)),
  });

  checkoutCustomer({
    method: 'POST',
    url: '/setCashPayments',
    summary: 'Barzahlung bei Abholung oder bei Lieferung wählen (ein Anbieter oder alle)',
    body: setCashPaymentsBody,
    data: z.array(cashPaymentChoiceSchema),
    message: 'Die Barzahlung wurde gespeichert.',
    handler: async (request) => {
      const view = await readCheckoutCart(app.db, signedInUser(request), request.body.cart_key);
      const groups = request.body.provider_id !== undefined ? [findGroup(view, { providerId: request.body.provider_id })] : view.groups;
      assertCashFits(groups, request.body.cash_payment);
      for (const group of groups) await saveChoice(app.db, view.cart.id, group.providerId, { cashOption: request.body.cash_payment });
      return cashPayments(await buildCartView(app.db, view.cart));
    },
  });

  open({
    method: 'GET',
    url: '/payment-methods',
    summary: 'Zahlungsarten; für Anbieter zusätzlich die Auszahlungsarten (kind: payout)',
    data: z.array(paymentMethodSchema),
    handler: async (request): Promise<z.output<typeof paymentMethodSchema>[]> => [
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
    ],
  });

  open({
    method: 'GET',
    url: '/getVoucherInfo',
    summary: 'Gutschein prüfen: Wert, Restguthaben, Gültigkeit',
    querystring: voucherInfoQuery,
    data: voucherInfoSchema,
    message: 'Der Gutschein ist gültig.',
    handler: async (request) => presentVoucher(await usableVoucher(app.db, request.query.voucher_code)),
  });
};

export default checkoutRoutes;
