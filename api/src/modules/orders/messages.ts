import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type OrderAddressSnapshot } from '../../db/schema/orders';
import { accountUsers } from '../account/public';
import { formatEuro } from '../../lib/money';
import { notify } from '../notification/public';
import type { EmailMessage, Outbox } from '../outbox/public';
import { CASH_OPTION_LABELS, DELIVERY_MODE_LABELS, paymentMethodText } from './payment';
import { bankTransferDetails, confirmationUrl, legalLinks, vendorDue } from './presenters';
import { paymentOf } from './payment-state';
import type { OrderWithVendors, VendorOrderWithItems } from './service';

function addressLines(address: OrderAddressSnapshot): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [
    address.company,
    name,
    [address.street, address.street_number].filter(Boolean).join(' '),
    `${address.zip} ${address.city}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

function itemLines(vendor: VendorOrderWithItems): string[] {
  return vendor.items.map((item) => {
    const label = item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName;
    return `  ${item.qty} × ${label} à ${formatEuro(item.unitPriceCents)} = ${formatEuro(item.lineTotalCents)} (inkl. ${item.taxRate} % MwSt.)`;
  });
}

function deliveryLine(vendor: VendorOrderWithItems): string {
  if (vendor.deliveryMode === 'pickup') return `  Abholung${vendor.pickupAddress ? ` bei: ${vendor.pickupAddress}` : ''}`;
  return `  ${DELIVERY_MODE_LABELS.shipping}: ${vendor.shippingMethodName || 'Standardversand'} – ${formatEuro(vendor.shippingCents)}`;
}

/** The customer's order confirmation (German, itemised, with the withdrawal notice and the terms). */
export function orderConfirmationEmail(config: AppConfig, full: OrderWithVendors): EmailMessage {
  const { order, vendorOrders } = full;
  // Amounts from the payment state (README „Payment state“), as on the order page.
  const payment = paymentOf(full);
  const links = legalLinks(config);
  const url = confirmationUrl(config, order.orderNumber);
  const name = [order.billingAddress.first_name, order.billingAddress.last_name].filter(Boolean).join(' ');
  const lines: string[] = [
    `Guten Tag ${name},`,
    '',
    `vielen Dank für Ihre Bestellung ${order.orderNumber} vom ${order.createdAt.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })}.`,
    'Hiermit bestätigen wir den Eingang Ihrer Bestellung. Der Vertrag kommt mit dem jeweiligen Anbieter zustande, sobald er Ihre Bestellung annimmt.',
    '',
  ];
  for (const vendor of vendorOrders) {
    lines.push(`Anbieter: ${vendor.providerName} (Teilbestellung ${vendor.vendorOrderNumber})`, ...itemLines(vendor), deliveryLine(vendor));
    if (vendor.cashOption) lines.push(`  Zahlung: ${CASH_OPTION_LABELS[vendor.cashOption]} – ${formatEuro(vendorDue(payment, vendor.id))}`);
    lines.push(`  Summe Anbieter: ${formatEuro(vendor.totalCents)}`, '');
  }
  lines.push(
    `Warenwert: ${formatEuro(order.itemsCents)}`,
    `Versand: ${formatEuro(order.shippingCents)}`,
    `Gesamtbetrag: ${formatEuro(order.totalCents)}`,
  );
  for (const vat of order.vat) lines.push(`  darin enthalten ${vat.rate} % MwSt.: ${formatEuro(vat.tax_cents)}`);
  if (order.voucherCents > 0) lines.push(`Gutschein ${order.voucherCode ?? ''}: − ${formatEuro(order.voucherCents)}`);
  lines.push(`Noch zu zahlen: ${formatEuro(payment.dueCents)}`, '');
  lines.push(
    `Zahlungsart: ${paymentMethodText(
      order.paymentMethod,
      order.voucherCents,
      vendorOrders.map((vendor) => vendor.cashOption),
    )}`,
  );
  const bank = bankTransferDetails(config, full, payment);
  if (bank) {
    lines.push(
      'Bitte überweisen Sie den Betrag bis zum ' +
        new Date(`${bank.due_date}T12:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }) +
        ' auf folgendes Konto:',
      `  Kontoinhaber: ${bank.account_holder}`,
      `  IBAN: ${bank.iban}`,
      `  BIC: ${bank.bic} (${bank.bank_name})`,
      `  Betrag: ${formatEuro(bank.amount_cents)}`,
      `  Verwendungszweck: ${bank.reference}`,
      'Die Anbieter versenden Ihre Bestellung nach Zahlungseingang.',
    );
  }
  lines.push('', 'Rechnungsadresse:', ...addressLines(order.billingAddress).map((line) => `  ${line}`));
  if (order.shippingAddress) lines.push('Lieferadresse:', ...addressLines(order.shippingAddress).map((line) => `  ${line}`));
  lines.push(
    '',
    'Widerrufsrecht: Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung binnen 14 Tagen ohne Angabe von Gründen widerrufen.',
    `Die Widerrufsbelehrung und das Muster-Widerrufsformular finden Sie hier: ${links.withdrawal_url}`,
    `Vertrag widerrufen (Widerrufsbutton): ${config.publicWebUrl}/orders/widerruf`,
    `Unsere Allgemeinen Geschäftsbedingungen: ${links.terms_url}`,
    '',
    `Ihre Bestellung ansehen: ${url}`,
    '',
    'Mit freundlichen Grüßen',
    'Ihr Marktplatz-Team',
  );
  return {
    to: order.customerEmail,
    subject: `Ihre Bestellung ${order.orderNumber} beim Marktplatz`,
    text: lines.join('\n'),
    links: [url, links.withdrawal_url, links.terms_url],
    userId: order.userId,
  };
}

/** The provider's notice of its part of a new order. */
export function providerOrderEmail(config: AppConfig, full: OrderWithVendors, vendor: VendorOrderWithItems, to: string): EmailMessage {
  const url = `${config.publicWebUrl}/orders/provider`;
  const lines = [
    'Guten Tag,',
    '',
    `Sie haben eine neue Bestellung erhalten: ${vendor.vendorOrderNumber} (Bestellung ${full.order.orderNumber}).`,
    '',
    ...itemLines(vendor),
    deliveryLine(vendor),
    `Summe: ${formatEuro(vendor.totalCents)}`,
    vendor.cashOption
      ? `Zahlung: ${CASH_OPTION_LABELS[vendor.cashOption]} – bitte kassieren Sie ${formatEuro(vendorDue(paymentOf(full), vendor.id))}.`
      : `Zahlung: ${paymentMethodText(full.order.paymentMethod, full.order.voucherCents, [])} (über den Marktplatz).`,
    '',
    `Bitte bestätigen Sie die Bestellung in Ihrem Anbieterbereich: ${url}`,
    '',
    'Ihr Marktplatz-Team',
  ];
  return { to, subject: `Neue Bestellung ${vendor.vendorOrderNumber}`, text: lines.join('\n'), links: [url], userId: vendor.providerId };
}

/** In-app notices to every provider of the order (inside the checkout transaction). */
export async function notifyProviders(tx: Executor, full: OrderWithVendors): Promise<void> {
  for (const vendor of full.vendorOrders) {
    await notify(tx, vendor.providerId, {
      type: 'new_order',
      title: 'Neue Bestellung',
      body: `Bestellung ${vendor.vendorOrderNumber} über ${formatEuro(vendor.totalCents)} ist eingegangen.`,
      data: { order_id: full.order.id, vendor_order_id: vendor.id, vendor_order_number: vendor.vendorOrderNumber },
    });
  }
}

/** Queues the customer's confirmation and each provider's notice in the outbox (call it inside the order's transaction). */
export async function sendOrderEmails(db: Executor, outbox: Outbox, config: AppConfig, full: OrderWithVendors): Promise<void> {
  await outbox.sendEmail(orderConfirmationEmail(config, full));
  const providerIds = full.vendorOrders.map((vendor) => vendor.providerId);
  const providers = await db
    .select({ id: accountUsers.id, email: accountUsers.email })
    .from(accountUsers)
    .where(inArray(accountUsers.id, providerIds));
  for (const vendor of full.vendorOrders) {
    const provider = providers.find((row) => row.id === vendor.providerId);
    if (provider) await outbox.sendEmail(providerOrderEmail(config, full, vendor, provider.email));
  }
}
