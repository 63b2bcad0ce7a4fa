import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { grossFromNet, netFromGross } from '../../../../lib/productRules';

interface Prices {
  net_price?: number | string;
  gross_price?: number | string;
}

/**
 * Keeps the net and gross price of a form consistent at the given VAT rate: whichever the user changed last
 * decides, the other is computed (rounded to cents). Values it set itself do not echo back.
 */
export function PriceSync({ rate }: { rate: number }) {
  const form = useForm<Prices>();
  const { values } = useFormState<Prices>({ subscription: { values: true } });
  const last = useRef<Prices>({ net_price: values.net_price, gross_price: values.gross_price });
  const { net_price: net, gross_price: gross } = values;
  useEffect(() => {
    const previous = last.current;
    last.current = { net_price: net, gross_price: gross };
    if (gross !== previous.gross_price && typeof gross === 'number') {
      const computed = netFromGross(gross, rate);
      if (computed !== net) {
        last.current = { net_price: computed, gross_price: gross };
        form.change('net_price', computed);
      }
    } else if (net !== previous.net_price && typeof net === 'number') {
      const computed = grossFromNet(net, rate);
      if (computed !== gross) {
        last.current = { net_price: net, gross_price: computed };
        form.change('gross_price', computed);
      }
    }
  }, [net, gross, rate, form]);
  return null;
}
